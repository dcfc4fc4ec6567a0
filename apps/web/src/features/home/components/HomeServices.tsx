import {
  ApartmentOutlined,
  BarcodeOutlined,
  CarOutlined,
  HomeOutlined,
  RetweetOutlined,
  RocketOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SERVICES: { key: string; icon: ReactNode }[] = [
  { key: 'warehouses', icon: <HomeOutlined /> },
  { key: 'linkage', icon: <ApartmentOutlined /> },
  { key: 'finalMile', icon: <CarOutlined /> },
  { key: 'labels', icon: <BarcodeOutlined /> },
  { key: 'fba', icon: <RocketOutlined /> },
  { key: 'returns', icon: <RetweetOutlined /> },
];

export function HomeServices() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" id="services">
      <h2>{t('services.title')}</h2>
      <p className="home-section-lead">{t('services.lead')}</p>
      <div className="home-grid">
        {SERVICES.map(({ key, icon }) => (
          <article key={key} className="home-card">
            <span className="home-card-icon">{icon}</span>
            <h3>{t(`services.items.${key}.title`)}</h3>
            <p>{t(`services.items.${key}.text`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
