import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATS = ['discount', 'businesses', 'shelving', 'outbound'] as const;

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section className="home-hero">
      <div className="home-hero-text">
        <p className="home-eyebrow">{t('hero.eyebrow')}</p>
        <h1>{t('hero.title')}</h1>
        <p className="home-lead">{t('hero.lead')}</p>
        <div className="home-hero-actions">
          <Link to="/registerForm">
            <Button type="primary" size="large">
              {t('hero.start')}
            </Button>
          </Link>
          <Link to="/login">
            <Button size="large">{t('signIn')}</Button>
          </Link>
        </div>
      </div>
      <dl className="home-stats">
        {STATS.map((stat) => (
          <div key={stat} className="home-stat">
            <dt>{t(`stats.${stat}.value`)}</dt>
            <dd>{t(`stats.${stat}.label`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
