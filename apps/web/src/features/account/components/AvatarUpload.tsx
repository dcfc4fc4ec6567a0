import { UploadOutlined } from '@ant-design/icons';
import type { UserInfo } from '@shiplabel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { UserAvatar } from '../../../app/components/UserAvatar.tsx';
import { feedback } from '../../../app/feedback.ts';
import { ApiError } from '../../../app/http/request.ts';
import { useBusinessFees } from '../../config/hooks/useConfig.ts';
import { accountApi } from '../account.api.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarFileProblem } from '../avatarFile.ts';
import { userInfoKey } from '../hooks/useUserInfo.ts';

/** The avatar and its upload: PNG, JPEG or WebP up to the configured upload limit, checked here and by the server. */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const limitKb = useBusinessFees().data?.uploadLimitKb ?? AVATAR_MAX_BYTES / 1024;
  const upload = useMutation({
    mutationFn: accountApi.uploadAvatar,
    onSuccess: (fresh) => {
      userStore.set(fresh);
      queryClient.setQueryData(userInfoKey, fresh);
      feedback.message.success(t('avatar.saved'));
    },
    onError: (error) =>
      feedback.message.error(error instanceof ApiError ? error.message : t('avatar.failed')),
  });
  return (
    <Space align="center" size={16}>
      <UserAvatar size={64} avatar={user.avatar} name={user.name} data-testid="account-avatar" />
      <Space direction="vertical" size={4}>
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarFileProblem(file, limitKb * 1024);
            if (problem) feedback.message.error(t(problem, { limit: limitKb }));
            else upload.mutate(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="avatar-upload">
            {t('avatar.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('avatar.hint', { limit: limitKb })}</Typography.Text>
      </Space>
    </Space>
  );
}
