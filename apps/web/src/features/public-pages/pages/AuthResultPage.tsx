import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { isRouteHandle } from '../../../app/router/handle.ts';
import '../public-pages.css';

const STATUS = { authAccepted: 'success', authSuccess: 'success', authDeclined: 'warning' } as const;
type AuthResultName = keyof typeof STATUS;

/** Where a marketplace sends the user back after its authorization screen (its own small layout). */
export default function AuthResultPage() {
  const { t } = useTranslation('home');
  const name = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.name as AuthResultName;
  const status = STATUS[name] ?? 'info';
  return (
    <div className="auth-result-page">
      <Result
        status={status}
        title={<span data-testid="public-heading">{t(`publicPages.${name}.title`)}</span>}
        subTitle={t(`publicPages.${name}.text`)}
        extra={
          <Link to="/home">
            <Button type="primary" data-testid="auth-result-back">
              {t('publicPages.backHome')}
            </Button>
          </Link>
        }
      />
    </div>
  );
}
