import type { OrderDetail } from '@shiplabel/shared';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatMoney } from '../../../app/format.ts';
import { newIdempotencyKey } from '../../../app/http/idempotency.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { BillOrderModal } from '../components/BillOrderModal.tsx';
import { useOrderAdminMutation } from '../hooks/useOrderAdmin.ts';
import { orderAdminApi } from '../orderAdmin.api.ts';
import { drawerActions } from './drawerActions.ts';

/**
 * Bill, release deposit and cancel, where an operator looks first: on the order itself. Each shows only
 * when the state machine allows it in the order's status and the viewer's role may call its endpoint.
 */
export function DrawerMoneyActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orderAdmin');
  const user = useStore(userStore);
  const actions = drawerActions(order, user?.role ?? []);
  const [billing, setBilling] = useState(false);
  // One key per opened confirmation: a double click releases once.
  const [releaseKey] = useState(() => newIdempotencyKey());
  const release = useOrderAdminMutation(() => orderAdminApi.releaseDeposit(order.id, releaseKey));
  const cancel = useOrderAdminMutation(() =>
    orderAdminApi.batchProcess({ action: 'cancel', orderNos: [order.orderNo], userId: order.userId }),
  );
  if (actions.length === 0) return null;
  return (
    <Space wrap data-testid="drawer-money-actions">
      {actions.includes('bill') && (
        <Button onClick={() => setBilling(true)} data-testid="drawer-bill">
          {t('drawer.bill')}
        </Button>
      )}
      {actions.includes('releaseDeposit') && (
        <Popconfirm
          title={t('unRefunded.confirm', {
            amount: formatMoney(order.deposit, order.currency),
            email: order.userEmail ?? '',
          })}
          onConfirm={() =>
            release.mutate(undefined, {
              onSuccess: () => feedback.message.success(t('unRefunded.released', { orderNo: order.orderNo })),
            })
          }
        >
          <Button loading={release.isPending} data-testid="drawer-release-deposit">
            {t('unRefunded.release')}
          </Button>
        </Popconfirm>
      )}
      {actions.includes('cancel') && (
        <Popconfirm
          title={t('drawer.cancelConfirm', { orderNo: order.orderNo })}
          okText={t('drawer.cancelYes')}
          cancelText={t('drawer.cancelNo')}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: (result) => {
                const [one] = result.results;
                if (one?.ok) feedback.message.success(t('drawer.cancelled', { orderNo: order.orderNo }));
                else feedback.message.error(one?.message ?? '');
              },
            })
          }
        >
          <Button danger loading={cancel.isPending} data-testid="drawer-cancel">
            {t('drawer.cancel')}
          </Button>
        </Popconfirm>
      )}
      {billing && <BillOrderModal fixed={order} onClose={() => setBilling(false)} />}
    </Space>
  );
}
