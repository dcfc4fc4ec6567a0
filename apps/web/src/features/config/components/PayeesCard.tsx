import { Alert, Card } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { useStore } from '../../../app/store/createStore.ts';

/** The payees screen of the money feature, reused as it is (same endpoints, role adminList). */
const PayeesPage = lazy(() => import('../../money/pages/PayeesPage.tsx'));

/**
 * Payee details per payment method (shown on Add funds). They already have their own endpoints, which need
 * adminList: an operator holding it edits them here; one without it is told who can.
 */
export function PayeesCard() {
  const { t } = useTranslation('sysConfig');
  const user = useStore(userStore);
  if (!user?.role.includes('adminList'))
    return (
      <Card title={t('payees.title')} data-testid="config-payees">
        <Alert type="info" showIcon title={t('payees.needsRole')} />
      </Card>
    );
  return (
    <div data-testid="config-payees">
      <Suspense fallback={<Card loading title={t('payees.title')} />}>
        <PayeesPage />
      </Suspense>
    </div>
  );
}
