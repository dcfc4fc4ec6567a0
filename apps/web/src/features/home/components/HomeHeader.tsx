import { DEFAULT_ROUTE_PATH } from '@shiplabel/shared';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getToken } from '../../../app/auth/session.ts';
import { LanguageSwitch } from '../../../app/i18n/LanguageSwitch.tsx';
import { Logo } from '../../../app/layout/Logo.tsx';

export function HomeHeader() {
  const { t } = useTranslation('home');
  const signedIn = Boolean(getToken());
  return (
    <header className="home-header">
      <Link to="/home" className="home-brand">
        <Logo />
        <span>{t('common:productName')}</span>
      </Link>
      <nav className="home-nav">
        <a href="#services">{t('nav.services')}</a>
        <a href="#shipping">{t('nav.shipping')}</a>
      </nav>
      <Space>
        <LanguageSwitch />
        {signedIn ? (
          <Link to={DEFAULT_ROUTE_PATH}>
            <Button type="primary" data-testid="home-console">
              {t('console')}
            </Button>
          </Link>
        ) : (
          <>
            <Link to="/login">
              <Button data-testid="home-sign-in">{t('signIn')}</Button>
            </Link>
            <Link to="/registerForm">
              <Button type="primary" data-testid="home-register">
                {t('register')}
              </Button>
            </Link>
          </>
        )}
      </Space>
    </header>
  );
}
