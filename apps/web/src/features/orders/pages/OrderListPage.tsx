import { Card, Result } from 'antd';
import { useMatches } from 'react-router';
import { menuLabel } from '../../../app/i18n/i18n.ts';
import { isRouteHandle } from '../../../app/router/handle.ts';
import { OrderList } from '../list/OrderList.tsx';
import { isOrderView } from '../list/viewConfig.ts';

/**
 * Every order-center list route (shared ORDER_LIST_ROUTES): the route's name is the view the server
 * filters by, so one screen serves allWaybills, draft, transported and the rest.
 */
export default function OrderListPage() {
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const view = handle?.name;
  if (!isOrderView(view)) return <Result status="404" />;
  return (
    <Card title={handle?.titleKey ? menuLabel(handle.titleKey) : view} data-testid={`order-list-${view}`}>
      {/* A new key per view: filters, paging and selection do not carry over to another list. */}
      <OrderList key={view} source="customer" view={view} />
    </Card>
  );
}
