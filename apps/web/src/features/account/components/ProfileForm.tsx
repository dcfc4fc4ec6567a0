import { type UpdateProfile, type UserInfo, updateProfileSchema } from '@shiplabel/shared';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useUpdateProfile } from '../hooks/useUserInfo.ts';

const SHORT_FIELDS = [
  'nickName',
  'realName',
  'phone',
  'company',
  'job',
  'organization',
  'location',
  'personalWebsite',
] as const satisfies readonly (keyof UpdateProfile)[];

/** The editable profile fields (shared updateProfileSchema). */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const rules = useZodRules();
  const [form] = Form.useForm<UpdateProfile>();
  const update = useUpdateProfile();
  const initialValues = Object.fromEntries(
    [...SHORT_FIELDS, 'introduction' as const].map((key) => [key, user[key]]),
  ) as UpdateProfile;

  const submit = (values: UpdateProfile) =>
    update.mutate(updateProfileSchema.parse(values), {
      onSuccess: () => feedback.message.success(t('profile.saved')),
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
      <Row gutter={16}>
        {SHORT_FIELDS.map((key) => (
          <Col xs={24} md={12} key={key}>
            <Form.Item
              name={key}
              label={t(`fields.${key}`)}
              rules={rules.field(updateProfileSchema.shape[key])}
            >
              <Input data-testid={`profile-${key}`} allowClear />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Form.Item
            name="introduction"
            label={t('fields.introduction')}
            rules={rules.field(updateProfileSchema.shape.introduction)}
          >
            <Input.TextArea rows={3} showCount maxLength={500} data-testid="profile-introduction" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-submit">
        {t('profile.save')}
      </Button>
    </Form>
  );
}
