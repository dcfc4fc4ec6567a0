import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  EMAIL_CODE_RESEND_SECONDS,
  type RegisterInput,
  registerSchema,
  sendEmailCodeSchema,
} from '@shiplabel/shared';
import { App, Button, Checkbox, Col, Form, type FormRule, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { registrationApi } from '../registration.api.ts';
import { useCountdown } from '../useCountdown.ts';

type Values = RegisterInput;
const shape = registerSchema.shape;

/**
 * Every registration field of spec section 3, each checked by the shared schema's rule (the server checks
 * the same schema). "Send code" mails a code to the e-mail and waits 60 seconds before it may again.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const rules = useZodRules();
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown();
  const codeSubmission = useSubmission();
  const submission = useSubmission();
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | null>(null);

  const sendCode = async () => {
    const { email } = await form.validateFields(['email']);
    const parsed = sendEmailCodeSchema.parse({ email });
    await codeSubmission.run(async (key) => {
      try {
        const answer = await registrationApi.sendCode(parsed.email, key);
        countdown.start(answer.resendAfterSeconds);
        setSentTo({ email: parsed.email, minutes: answer.expiresInMinutes });
      } catch (error) {
        // A "too soon" answer still means a code is on its way: wait like after a send.
        if (error instanceof ApiError && error.errorCode === 'registration.code_too_soon')
          countdown.start(EMAIL_CODE_RESEND_SECONDS);
      }
    });
  };

  const submit = async (values: Values) => {
    await submission.run(async (key) => {
      try {
        const done = await registrationApi.register(
          { ...values, smsConsent: Boolean(values.smsConsent) },
          key,
        );
        onRegistered(done.email);
      } catch (error) {
        // The server's message was shown by the HTTP client; a failure before any answer gets the generic one.
        if (!(error instanceof ApiError)) message.error(t('common:request.error'));
      }
    });
  };

  const label = (key: string) => t(`registerForm.${key}`);
  const password = rules.field(shape.password);
  // Checked against the password field alone: the schema's object-level check waits for every field.
  const confirm: FormRule[] = [
    ({ getFieldValue }) => ({
      validator: async (_rule, value) => {
        if (!value || value !== getFieldValue('password'))
          throw new Error(t('validation:registration.passwords_mismatch'));
      },
    }),
  ];

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark
      onFinish={(v) => void submit(v)}
      initialValues={{ smsConsent: false, privacyConsent: false }}
      data-testid="register-form"
    >
      <Form.Item name="email" label={label('email')} rules={rules.field(shape.email)} required>
        <Input
          prefix={<MailOutlined />}
          placeholder={label('emailPlaceholder')}
          autoComplete="email"
          data-testid="register-email"
        />
      </Form.Item>
      <Form.Item
        label={label('code')}
        required
        extra={sentTo ? t('registerForm.codeSent', sentTo) : undefined}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={rules.field(shape.code)}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={label('codePlaceholder')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="register-code"
            />
          </Form.Item>
          <Button
            onClick={() => void sendCode().catch(() => undefined)}
            disabled={countdown.left > 0}
            loading={codeSubmission.busy}
            data-testid="register-send-code"
            style={{ minWidth: 132 }}
          >
            {countdown.left > 0 ? t('registerForm.resendIn', { seconds: countdown.left }) : label('sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="firstName"
            label={label('firstName')}
            rules={rules.field(shape.firstName)}
            required
          >
            <Input autoComplete="given-name" data-testid="register-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={label('lastName')} rules={rules.field(shape.lastName)} required>
            <Input autoComplete="family-name" data-testid="register-last-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={label('phone')} rules={rules.field(shape.phone)} required>
            <Input autoComplete="tel" data-testid="register-phone" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="company" label={label('company')} rules={rules.field(shape.company)} required>
            <Input autoComplete="organization" data-testid="register-company" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="nickName" label={label('nickName')} rules={rules.field(shape.nickName)}>
            <Input autoComplete="nickname" data-testid="register-nickname" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="wechatId" label={label('wechatId')} rules={rules.field(shape.wechatId)}>
            <Input data-testid="register-wechat" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="invitationCode"
            label={label('invitationCode')}
            extra={label('invitationCodeHelp')}
            rules={rules.field(shape.invitationCode)}
          >
            <Input data-testid="register-invitation" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="password"
            label={label('password')}
            extra={label('passwordHelp')}
            rules={password}
            required
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="new-password"
              data-testid="register-password"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="confirmPassword"
            label={label('confirmPassword')}
            dependencies={['password']}
            rules={confirm}
            required
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="new-password"
              data-testid="register-confirm"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="smsConsent" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox data-testid="register-sms">{label('smsConsent')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="privacyConsent"
        valuePropName="checked"
        rules={rules.field(shape.privacyConsent, false)}
      >
        <Checkbox data-testid="register-privacy">
          {label('privacyConsentBefore')}
          <Link to="/termsOfUse" target="_blank" data-testid="register-terms-link">
            {label('termsOfUse')}
          </Link>
          {label('and')}
          <Link to="/privacyPolicy" target="_blank" data-testid="register-privacy-link">
            {label('privacyPolicy')}
          </Link>
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submission.busy}
        data-testid="register-submit"
      >
        {label('submit')}
      </Button>
    </Form>
  );
}
