import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { DEFAULT_ROUTE_PATH, type LoginCredentials, loginCredentialsSchema } from '@shiplabel/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { clearLocalSession, clearToken, setToken } from '../../../app/auth/session.ts';
import { feedback } from '../../../app/feedback.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { redirectAfterLogin } from '../../../app/guard/decide.ts';
import { LanguageSwitch } from '../../../app/i18n/LanguageSwitch.tsx';
import { Logo } from '../../../app/layout/Logo.tsx';
import { pathForRouteName } from '../../../app/router/routeLookup.ts';
import { authApi } from '../auth.api.ts';
import { LoginAside } from '../components/LoginAside.tsx';
import './login.css';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const rules = useZodRules();
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useMutation({
    mutationFn: (values: LoginCredentials) => authApi.login(values),
    onSuccess: ({ token }) => {
      clearLocalSession(); // a previous user's profile, menus and tabs must not leak into this session
      setToken(token);
      feedback.message.success(t('welcome'));
      navigate(redirectAfterLogin(search, pathForRouteName, DEFAULT_ROUTE_PATH), { replace: true });
    },
    // Spec: a login failure clears the token. The server's message is shown by the HTTP client.
    onError: () => clearToken(),
  });

  return (
    <div className="login-page">
      <LoginAside />
      <main className="login-main">
        <div className="login-topbar">
          <LanguageSwitch />
        </div>
        <div className="login-card">
          <Link to="/home" className="login-brand">
            <Logo size={36} />
            <span>{t('common:productName')}</span>
          </Link>
          <Typography.Title level={3}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
          <Form<LoginCredentials> layout="vertical" size="large" onFinish={(values) => login.mutate(values)}>
            <Form.Item
              name="username"
              label={t('username')}
              required
              rules={rules.field(loginCredentialsSchema.shape.username)}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder={t('usernamePlaceholder')}
                autoComplete="username"
                data-testid="login-username"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('password')}
              required
              rules={rules.field(loginCredentialsSchema.shape.password)}
            >
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('passwordPlaceholder')}
                autoComplete="current-password"
                data-testid="login-password"
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              block
              loading={login.isPending}
              data-testid="login-submit"
            >
              {t('submit')}
            </Button>
          </Form>
          <div className="login-register">
            {t('noAccount')} <Link to="/register">{t('register')}</Link>
          </div>
        </div>
      </main>
    </div>
  );
}
