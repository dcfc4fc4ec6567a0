import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../public-pages.css';

const FOOTER_LINKS = [
  { id: 'helpCenter', to: '/helpCenter' },
  { id: 'wordView', to: '/wordView' },
  { id: 'contactUs', to: '/contactUs' },
  { id: 'expertGuides', to: '/ExpertGuides' },
  { id: 'warehousing', to: '/warehousing' },
  { id: 'termsOfUse', to: '/termsOfUse' },
  { id: 'privacyPolicy', to: '/privacyPolicy' },
] as const;

/** Links to the public content pages: the home page's footer and every content page's. */
export function PublicFooter() {
  const { t } = useTranslation('home');
  return (
    <footer className="public-footer" data-testid="public-footer">
      <nav>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.id} to={link.to} data-testid={`footer-${link.id}`}>
            {t(`footer.${link.id}`)}
          </Link>
        ))}
      </nav>
      <div>{t('layout:footer', { year: new Date().getFullYear() })}</div>
    </footer>
  );
}
