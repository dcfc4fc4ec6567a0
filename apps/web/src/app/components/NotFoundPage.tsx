import { DEFAULT_ROUTE_PATH } from '@shiplabel/shared/routes';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getToken } from '../auth/session.ts';

/** The catch-all page (route notFound), also shown when the guard refuses a route and nothing is permitted. */
export default function NotFoundPage({ status = 404 }: { status?: 403 | 404 }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signedIn = Boolean(getToken());
  return (
    <main className="not-found" data-testid="not-found">
      <Result
        status={status}
        title={<h1 className="heading-in-place">{status}</h1>}
        subTitle={status === 403 ? t('notFound.forbidden') : t('notFound.missing')}
        extra={
          <Button type="primary" onClick={() => navigate(signedIn ? DEFAULT_ROUTE_PATH : '/home')}>
            {signedIn ? t('notFound.backToWorkplace') : t('notFound.backHome')}
          </Button>
        }
      />
    </main>
  );
}
