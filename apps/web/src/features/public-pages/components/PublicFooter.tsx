import { FOOTER_PAGES } from '@shiplabel/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../public-pages.css';

/** Links to the public content pages: the home page's footer and every content page's. */
export function PublicFooter() {
  const { t } = useTranslation('home');
  return (
    <footer className="public-footer" data-testid="public-footer">
      <nav>
        {FOOTER_PAGES.map((page) => (
          <Link key={page.footerKey} to={page.path} data-testid={`footer-${page.footerKey}`}>
            {t(`footer.${page.footerKey}`)}
          </Link>
        ))}
      </nav>
      <div>{t('layout:footer', { year: new Date().getFullYear() })}</div>
    </footer>
  );
}
