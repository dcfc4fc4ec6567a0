import { Card } from 'antd';
import { useState } from 'react';
import { menuLabel } from '../../../app/i18n/i18n.ts';
import { OrderList } from '../../orders/list/OrderList.tsx';
import { type OperationTarget, useOrderOperations } from '../../orders/list/useOrderOperations.ts';
import { CancelAuditModal } from '../waybills/CancelAuditModal.tsx';
import { OrderDetailDrawer } from '../waybills/OrderDetailDrawer.tsx';

/**
 * /adminSettings/allWaybills: every customer's orders in the same list as the customer's allWaybills, plus
 * the customer filter and e-mail, the detail in a drawer and the cancel audit of orders in cancellation.
 */
export default function AdminWaybillsPage() {
  const [detail, setDetail] = useState<OperationTarget | null>(null);
  const [audit, setAudit] = useState<OperationTarget | null>(null);
  // The drawer's own buttons: an audit opened from it opens the same dialog.
  const runInDrawer = useOrderOperations({ source: 'admin', onDetail: setDetail, onCancelAudit: setAudit });
  return (
    <Card title={menuLabel('menu.adminSettings.allWaybills')} data-testid="admin-waybills">
      <OrderList source="admin" view="allWaybills" onDetail={setDetail} onCancelAudit={setAudit} />
      {detail && <OrderDetailDrawer order={detail} run={runInDrawer} onClose={() => setDetail(null)} />}
      {audit && <CancelAuditModal order={audit} onClose={() => setAudit(null)} />}
    </Card>
  );
}
