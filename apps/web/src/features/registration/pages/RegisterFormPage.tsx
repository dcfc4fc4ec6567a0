import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../app/i18n/LanguageSwitch.tsx';
import { Logo } from '../../../app/layout/Logo.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';
import '../registration.css';

/**
 * /registerForm (public, spec section 2): sign up with an e-mail code. Its own lazy chunk, so antd's Form
 * and the shared schemas it uses never weigh on the login page. After success the account waits for an
 * administrator, which the result screen says (spec section 8).
 */
export default function RegisterFormPage() {
  const { t } = useTranslation('auth');
  const [registered, setRegistered] = useState<string | null>(null);
  const done = (email: string) => {
    setRegistered(email);
    // The form is long: the result must be seen from its top, not from where the submit button was.
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="register-page">
      <header className="register-topbar">
        <Link to="/home" className="register-brand">
          <Logo size={32} />
          <span>{t('common:productName')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="register-card">
        {registered ? (
          <Result
            status="success"
            title={t('registerForm.successTitle')}
            subTitle={t('registerForm.successText', { email: registered })}
            data-testid="register-result"
            extra={[
              <Link key="login" to="/login">
                <Button type="primary" data-testid="register-back-to-login">
                  {t('registerForm.backToLogin')}
                </Button>
              </Link>,
              <Link key="home" to="/home">
                <Button>{t('registerForm.backHome')}</Button>
              </Link>,
            ]}
          />
        ) : (
          <>
            <h1 className="register-title">{t('registerForm.title')}</h1>
            <p className="register-subtitle">{t('registerForm.subtitle')}</p>
            <RegisterForm onRegistered={done} />
            <div className="register-footer">
              {t('registerForm.haveAccount')}{' '}
              <Link to="/login" data-testid="register-sign-in">
                {t('registerForm.signIn')}
              </Link>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
