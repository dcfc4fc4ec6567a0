import { Button, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../public-pages.css';
import { useRouteHandle } from '../../../app/router/useRouteHandle.ts';

const STATUS = { authAccepted: 'success', authSuccess: 'success', authDeclined: 'warning' } as const;
type AuthResultName = keyof typeof STATUS;
/** Why a connect flow was refused (the server's `stores.*` codes) -> publicPages.reasons.<key>. */
const REASONS = [
  'state_invalid',
  'signature_invalid',
  'account_invalid',
  'connect_failed',
  'platform_not_configured',
  'browser_mismatch',
];

/**
 * Where a marketplace sends the user back after its authorization screen (its own small layout). The
 * connect flow adds `store` (the store's name) and, when refused, `reason` (a `stores.*` error code).
 */
export default function AuthResultPage() {
  const { t } = useTranslation('home');
  const [params] = useSearchParams();
  const name = useRouteHandle()?.name as AuthResultName;
  const status = STATUS[name] ?? 'info';
  const store = params.get('store')?.slice(0, 60) ?? '';
  const code = (params.get('reason') ?? '').replace(/^stores\./, '');
  const reason = code ? (REASONS.includes(code) ? code : 'other') : '';
  return (
    <main className="auth-result-page">
      <Result
        status={status}
        title={
          <h1 className="heading-in-place" data-testid="public-heading">
            {t(`publicPages.${name}.title`)}
          </h1>
        }
        subTitle={
          <Space direction="vertical" size={4}>
            {store && (
              <Typography.Text strong data-testid="auth-result-store">
                {t('publicPages.storeName', { store })}
              </Typography.Text>
            )}
            <span>{t(`publicPages.${name}.text`)}</span>
            {reason && (
              <Typography.Text type="warning" data-testid="auth-result-reason">
                {t(`publicPages.reasons.${reason}`)}
              </Typography.Text>
            )}
          </Space>
        }
        extra={
          <Link to="/home">
            <Button type="primary" data-testid="auth-result-back">
              {t('publicPages.backHome')}
            </Button>
          </Link>
        }
      />
    </main>
  );
}
