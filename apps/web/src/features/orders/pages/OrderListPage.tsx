import { ImportOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router';
import { menuLabel } from '../../../app/i18n/i18n.ts';
import { useRouteHandle } from '../../../app/router/useRouteHandle.ts';
import { OrderList } from '../list/OrderList.tsx';
import { isOrderView } from '../list/viewConfig.ts';

/**
 * Every order-center list route (shared ORDER_LIST_ROUTES): the route's name is the view the server
 * filters by, so one screen serves allWaybills, draft, transported and the rest.
 */
export default function OrderListPage() {
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const view = handle?.name;
  if (!isOrderView(view)) return <Result status="404" />;
  return (
    <Card
      title={handle?.titleKey ? menuLabel(handle.titleKey) : view}
      // Drafts come from the form or a spreadsheet: the import is one click away from the draft list.
      extra={
        view === 'draft' && (
          <Button
            icon={<ImportOutlined />}
            onClick={() => navigate('/orderManager/importOrders')}
            data-testid="import-orders"
          >
            {menuLabel('menu.orderManager.importOrders')}
          </Button>
        )
      }
      data-testid={`order-list-${view}`}
    >
      {/* A new key per view: filters, paging and selection do not carry over to another list. */}
      <OrderList key={view} source="customer" view={view} />
    </Card>
  );
}
