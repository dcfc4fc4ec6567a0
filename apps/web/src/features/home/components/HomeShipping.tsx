import { useTranslation } from 'react-i18next';

const KINDS = ['parcel', 'cargo'] as const;

/** Regular parcels under 150 pounds and cargo over 150 pounds, plus the carrier integration claim. */
export function HomeShipping() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section home-section-alt" id="shipping">
      <h2>{t('shipping.title')}</h2>
      <p className="home-section-lead">{t('shipping.lead')}</p>
      <div className="home-grid home-grid-two">
        {KINDS.map((kind) => (
          <article key={kind} className="home-card home-card-wide">
            <p className="home-card-tag">{t(`shipping.${kind}.tag`)}</p>
            <h3>{t(`shipping.${kind}.title`)}</h3>
            <p>{t(`shipping.${kind}.text`)}</p>
          </article>
        ))}
      </div>
      <p className="home-carriers">{t('shipping.carriers')}</p>
    </section>
  );
}
