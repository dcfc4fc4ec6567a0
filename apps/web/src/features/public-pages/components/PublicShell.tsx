import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../app/i18n/LanguageSwitch.tsx';
import { Logo } from '../../../app/layout/Logo.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import '../public-pages.css';

/** The frame of a public content page: brand and language switch, the page, the footer links. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <div className="public-page">
      <header className="public-header">
        <Link to="/home" className="public-brand">
          <Logo />
          <span>{t('common:productName')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main className="public-main">{children}</main>
      <PublicFooter />
    </div>
  );
}
