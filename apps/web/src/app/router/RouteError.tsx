import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useHeadTags } from '../head/useHeadTags.ts';

/** Unexpected errors while loading or rendering a route (e.g. a page chunk failed to download). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useHeadTags('error');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <div className="route-error" role="alert">
      <h2>{t('routeError.title')}</h2>
      {detail && <p>{detail}</p>}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
