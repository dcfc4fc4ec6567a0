import { DEFAULT_ROUTE_PATH } from '@shiplabel/shared/routes';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clearLocalSession } from '../../../app/auth/session.ts';
import { ApiError } from '../../../app/http/request.ts';
import { impersonationApi } from '../impersonation.api.ts';
import { startImpersonatedSession } from '../impersonationSession.ts';

/**
 * /config?userToken=... (public, guard whitelist): exchanges the one-time token for a session of the user,
 * keeps it in this tab only, and goes to the workplace. A used or expired link says so.
 */
export default function ConfigPage() {
  const { t } = useTranslation('impersonation');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userToken = params.get('userToken') ?? '';
  const [error, setError] = useState<string | null>(userToken ? null : t('missingToken'));
  const started = useRef(false);

  useEffect(() => {
    // React's development double effect must not spend the one-time token twice.
    if (!userToken || started.current) return;
    started.current = true;
    clearLocalSession();
    impersonationApi
      .exchange(userToken)
      .then(async ({ token }) => {
        const { authApi } = await import('../../auth/auth.api.ts');
        startImpersonatedSession(token, '');
        const info = await authApi.userInfo();
        startImpersonatedSession(token, info.id);
        navigate(DEFAULT_ROUTE_PATH, { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : t('failed')));
  }, [userToken, navigate, t]);

  if (error)
    return (
      <Result
        status="warning"
        title={t('failedTitle')}
        subTitle={<span data-testid="config-error">{error}</span>}
        extra={
          <Button type="primary" href="/login">
            {t('toLogin')}
          </Button>
        }
      />
    );
  return (
    <div className="boot-screen" data-testid="config-opening">
      <Spin size="large" tip={t('opening')}>
        <div style={{ padding: 48 }} />
      </Spin>
    </div>
  );
}
