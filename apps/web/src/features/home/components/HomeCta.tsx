import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function HomeCta() {
  const { t } = useTranslation('home');
  return (
    <section className="home-cta">
      <h2>{t('cta.title')}</h2>
      <p>{t('cta.text')}</p>
      <Link to="/registerForm">
        <Button size="large">{t('hero.start')}</Button>
      </Link>
    </section>
  );
}
