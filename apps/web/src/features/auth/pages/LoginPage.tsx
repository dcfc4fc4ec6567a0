import type { LoginCredentials } from '@shiplabel/shared';
import { DEFAULT_ROUTE_PATH } from '@shiplabel/shared/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { clearLocalSession, clearToken, setToken } from '../../../app/auth/session.ts';
import { feedback } from '../../../app/feedback.ts';
import { redirectAfterLogin } from '../../../app/guard/decide.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { LanguageSwitch } from '../../../app/i18n/LanguageSwitch.tsx';
import { Logo } from '../../../app/layout/Logo.tsx';
import { pathForRouteName } from '../../../app/router/routeLookup.ts';
import { LoginAside } from '../components/LoginAside.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import './login.css';

/**
 * The auth API (axios) and the payload's encryption load on submit, and the form is checked without zod
 * or antd's Form (LoginForm): the login page's first download carries none of them (issue 12).
 */
const login = async (values: LoginCredentials) => (await import('../auth.api.ts')).authApi.login(values);

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [pending, setPending] = useState(false);
  const submit = async (values: LoginCredentials) => {
    if (pending) return;
    setPending(true);
    try {
      const { token } = await login(values);
      clearLocalSession(); // a previous user's profile, menus and tabs must not leak into this session
      setToken(token);
      feedback.message.success(t('welcome'));
      navigate(redirectAfterLogin(search, pathForRouteName, DEFAULT_ROUTE_PATH), { replace: true });
    } catch (error) {
      // Spec: a login failure clears the token. The server's message is shown by the HTTP client; a
      // failure before any answer (the code could not load, no Web Crypto) gets the generic one.
      clearToken();
      if (!(error instanceof ApiError)) feedback.message.error(t('common:request.error'));
    } finally {
      setPending(false);
    }
  };

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
          <h1 className="login-title">{t('title')}</h1>
          <p className="login-subtitle">{t('subtitle')}</p>
          <LoginForm pending={pending} onSubmit={(values) => void submit(values)} />
          <div className="login-register">
            {t('noAccount')}{' '}
            <Link to="/registerForm" data-testid="login-register">
              {t('register')}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
