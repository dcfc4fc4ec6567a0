import { type UpdatePassword, updatePasswordSchema } from '@shiplabel/shared';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useUpdatePassword } from '../hooks/useUserInfo.ts';

const FIELDS = [
  ['oldPassword', 'password-old', 'current-password'],
  ['newPassword', 'password-new', 'new-password'],
  ['confirmPassword', 'password-confirm', 'new-password'],
] as const;

/** Password change: rules of the shared updatePasswordSchema; the secrets travel encrypted. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const rules = useZodRules();
  const [form] = Form.useForm<UpdatePassword>();
  const update = useUpdatePassword();

  const submit = (values: UpdatePassword) =>
    update.mutate(values, {
      onSuccess: () => {
        feedback.message.success(t('password.changed'));
        form.resetFields();
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      {FIELDS.map(([name, testId, autoComplete]) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`password.${name}`)}
          required
          rules={rules.objectField(updatePasswordSchema, name)}
          {...(name === 'confirmPassword' ? { dependencies: ['newPassword'] } : {})}
          {...(name === 'newPassword' ? { dependencies: ['oldPassword'] } : {})}
        >
          <Input.Password data-testid={testId} autoComplete={autoComplete} />
        </Form.Item>
      ))}
      <Typography.Paragraph type="secondary">{t('password.rule')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
