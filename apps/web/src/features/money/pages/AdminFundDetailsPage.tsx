import { FUND_FILTER_ROUTES } from '@shiplabel/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuLabel } from '../../../app/i18n/i18n.ts';
import { useRouteHandle } from '../../../app/router/useRouteHandle.ts';
import { FundLinesTable } from '../components/FundLinesTable.tsx';

/**
 * User fund details, and the same page as customerRecharge, placeOrder, refund, marginRelease and
 * billDeduction with their change type fixed (spec: status filter 0-4), chosen by the route's name.
 */
export default function AdminFundDetailsPage() {
  const { t } = useTranslation('money');
  const handle = useRouteHandle();
  const fixed = FUND_FILTER_ROUTES.find((r) => r.name === handle?.name);
  return (
    <Card title={handle?.titleKey && fixed ? menuLabel(handle.titleKey) : t('funds.adminTitle')}>
      <FundLinesTable
        key={handle?.name}
        source="admin"
        {...(fixed ? { changeType: fixed.changeType } : {})}
      />
    </Card>
  );
}
