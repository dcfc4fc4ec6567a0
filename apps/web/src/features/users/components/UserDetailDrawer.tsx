import { CUSTOMER_KINDS } from '@shiplabel/shared';
import { Alert, Descriptions, Drawer, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { roleName } from '../../rbac/roleText.ts';
import { useUserDetail } from '../hooks/useUsers.ts';
import { SignUpDetails } from './SignUpDetails.tsx';
import { KIND_COLORS, STATUS_COLORS } from './userColumns.tsx';

interface Props {
  userId: string;
  /** The wallet actions page (userWallets) needs adminList. */
  canManage: boolean;
  onClose: () => void;
}

const isCustomer = (kind: string) => (CUSTOMER_KINDS as readonly string[]).includes(kind);

/** A user at a glance: profile, wallets, allotted channels, price rule, roles, recent orders, audit entries. */
export function UserDetailDrawer({ userId, canManage, onClose }: Props) {
  const { t, i18n } = useTranslation(['users', 'orders', 'rbac']);
  const detail = useUserDetail(userId);
  const d = detail.data;
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <Drawer
      open
      width={760}
      title={d ? d.user.email : t('detail.title')}
      onClose={onClose}
      data-testid="users-drawer"
    >
      {detail.isError && <Alert type="error" title={t('detail.loadFailed')} />}
      {!d ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={2} title={t('detail.profile')}>
            <Descriptions.Item label={t('columns.account')}>{d.user.accountId}</Descriptions.Item>
            <Descriptions.Item label={t('fields.nickName')}>{d.user.nickName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.kind')}>
              <Tag color={KIND_COLORS[d.user.kind]}>{t(`kind.${d.user.kind}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>
              <Tag color={STATUS_COLORS[d.user.status]} data-testid="users-drawer-status">
                {t(`status.${d.user.status}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.realName')}>{d.user.realName || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('fields.phone')}>{d.user.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.company')}>{d.user.company || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.registeredAt')}>
              {when(d.user.registeredAt)}
            </Descriptions.Item>
            {isCustomer(d.user.kind) && (
              <Descriptions.Item label={t('columns.seller')}>{d.user.sellerEmail || '-'}</Descriptions.Item>
            )}
            {d.user.kind === 'seller' && (
              <>
                <Descriptions.Item label={t('fields.invitationCode')}>
                  <Typography.Text copyable>{d.user.invitationCode}</Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('sellers.customerCount')}>{d.customerCount}</Descriptions.Item>
              </>
            )}
          </Descriptions>

          {d.registration && <SignUpDetails registration={d.registration} />}

          {d.warehouse && (
            <Descriptions bordered size="small" column={1} title={t('detail.warehouse')}>
              <Descriptions.Item label={t('fields.warehouseName')}>
                {d.warehouse.name} <Tag>{d.warehouse.code}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.warehouseAddress')}>
                {d.user.warehouseAddress || t('detail.addressRemoved')}
              </Descriptions.Item>
            </Descriptions>
          )}

          <div>
            <Space style={{ justifyContent: 'space-between', width: '100%' }}>
              <Typography.Title level={5}>{t('detail.wallets')}</Typography.Title>
              {canManage && isCustomer(d.user.kind) && (
                <Link
                  to={`/adminSettings/customer/wallets?${new URLSearchParams({ keyword: d.user.email })}`}
                  data-testid="users-wallet-actions"
                >
                  {t('detail.walletActions')}
                </Link>
              )}
            </Space>
            <Table
              size="small"
              rowKey="currency"
              pagination={false}
              dataSource={d.wallets}
              data-testid="users-drawer-wallets"
              columns={(
                ['available', 'held', 'deposit', 'earnest', 'pendingRefund', 'creditBalance'] as const
              ).map((field) => ({
                title: t(`wallet.${field}`),
                align: 'right' as const,
                render: (_: unknown, w: (typeof d.wallets)[number]) => formatMoney(w[field], w.currency),
              }))}
            />
          </div>

          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('detail.channels')}>
              {d.channels.length
                ? d.channels.map((c) => <Tag key={c.id}>{`${c.channelName} · ${c.name}`}</Tag>)
                : t('detail.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.priceRule')}>
              {d.priceRule
                ? `${d.priceRule.name}${d.priceRule.isDefault ? ` (${t('detail.defaultRule')})` : ''}`
                : t('detail.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.roles')}>
              {d.roles.length ? d.roles.map((r) => <Tag key={r.id}>{roleName(r, t)}</Tag>) : t('detail.none')}
            </Descriptions.Item>
          </Descriptions>

          <div>
            <Typography.Title level={5}>{t('detail.recentOrders')}</Typography.Title>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.recentOrders}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              columns={[
                { title: t('orders:columns.orderNo', { defaultValue: 'No.' }), dataIndex: 'orderNo' },
                { title: t('columns.status'), render: (_, o) => t(`orders:status.${o.status}`) },
                { title: t('detail.service'), dataIndex: 'serviceName' },
                {
                  title: t('detail.amount'),
                  align: 'right',
                  render: (_, o) => (o.rate ? formatMoney(o.rate, o.currency) : '-'),
                },
                { title: t('detail.time'), render: (_, o) => when(o.createdAt) },
              ]}
            />
          </div>

          <div>
            <Typography.Title level={5}>{t('detail.audit')}</Typography.Title>
            <Table
              size="small"
              rowKey={(a) => `${a.at}-${a.route}`}
              pagination={false}
              dataSource={d.auditEntries}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
              columns={[
                { title: t('detail.time'), width: 170, render: (_, a) => when(a.at) },
                { title: t('detail.request'), render: (_, a) => `${a.method} ${a.route}` },
                {
                  title: t('detail.outcome'),
                  render: (_, a) => (
                    <Tag color={a.statusCode < 400 ? 'green' : 'red'}>
                      {a.statusCode}
                      {a.errorCode ? ` ${a.errorCode}` : ''}
                    </Tag>
                  ),
                },
                {
                  title: t('detail.impersonated'),
                  render: (_, a) => (a.impersonatorId ? t('detail.yes') : ''),
                },
              ]}
            />
          </div>
        </Space>
      )}
    </Drawer>
  );
}
