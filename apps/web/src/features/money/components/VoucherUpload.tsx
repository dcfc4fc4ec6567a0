import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { useBusinessFees } from '../../config/hooks/useConfig.ts';
import { moneyApi } from '../money.api.ts';

/** Spec section 9's upload limit, used until the configured one (issue 14) has been read. */
export const DEFAULT_UPLOAD_KB = 500;

interface Props {
  /** The uploaded file's id (a form field's value). */
  value?: string;
  onChange?: (id: string | undefined) => void;
}

/**
 * The voucher image: checked here for size and type so the user learns at once, and again by the server,
 * which reads the content (a renamed file is refused there).
 */
export function VoucherUpload({ value, onChange }: Props) {
  const { t } = useTranslation('money');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const limitKb = useBusinessFees().data?.uploadLimitKb ?? DEFAULT_UPLOAD_KB;
  return (
    <Upload
      accept="image/png,image/jpeg,image/gif,image/webp"
      listType="picture"
      maxCount={1}
      fileList={files}
      beforeUpload={(file) => {
        if (file.size > limitKb * 1024) {
          feedback.message.error(t('recharge.tooLarge', { limit: limitKb }));
          return Upload.LIST_IGNORE;
        }
        if (!file.type.startsWith('image/')) {
          feedback.message.error(t('recharge.notImage'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const uploaded = await moneyApi.uploadVoucher(file as File);
          feedback.message.success(t('recharge.uploadSuccess'));
          onChange?.(uploaded.id);
          onSuccess?.(uploaded);
        } catch (error) {
          feedback.message.error(error instanceof ApiError ? error.message : t('recharge.uploadFail'));
          onChange?.(undefined);
          onError?.(error as Error);
        }
      }}
      onChange={({ fileList }) => setFiles(fileList)}
      onRemove={() => onChange?.(undefined)}
      data-testid="voucher-upload"
    >
      {!value && (
        <Button icon={<UploadOutlined />} data-testid="voucher-upload-button">
          {t('recharge.upload')}
        </Button>
      )}
    </Upload>
  );
}
