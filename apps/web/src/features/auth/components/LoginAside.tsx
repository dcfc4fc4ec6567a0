import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const POINTS = ['rates', 'labels', 'tracking', 'wallets'] as const;

/** The brand panel beside the login form: what the platform offers, in the chosen language. */
export function LoginAside() {
  const { t } = useTranslation('auth');
  return (
    <aside className="login-aside">
      <div className="login-aside-inner">
        <h2>{t('aside.title')}</h2>
        <p>{t('aside.lead')}</p>
        <ul>
          {POINTS.map((point) => (
            <li key={point}>
              <CheckCircleFilled /> {t(`aside.points.${point}`)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
