import type { ProxySubAccount } from '@shiplabel/shared';
import { Button, Card, Col, DatePicker, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { useKeywordParam } from '../../../app/components/useKeywordParam.ts';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { FiguresCell } from '../components/FiguresCell.tsx';
import { MarkupModal } from '../components/MarkupModal.tsx';
import { markupText } from '../components/markupText.ts';
import { SubOrdersDrawer } from '../components/SubOrdersDrawer.tsx';
import { useSubAccounts } from '../hooks/useProxy.ts';
import type { PeriodQuery } from '../proxy.api.ts';

/**
 * /settings/subAccounts (a proxy user): its sub-accounts with labels, spend and the commission earned in a
 * period, each one's orders, and the markups it sets on top of its own price (default and per sub-account).
 */
export default function SubAccountsPage() {
  const { t } = useTranslation(['proxy', 'common']);
  const [keyword, setKeyword] = useKeywordParam();
  const [paging, setPaging] = usePaging();
  const [period, setPeriod] = useState<PeriodQuery>({});
  const view = useSubAccounts({ keyword, ...period, ...paging });
  const [markup, setMarkup] = useState<{ sub: ProxySubAccount | null } | null>(null);
  const [orders, setOrders] = useState<ProxySubAccount | null>(null);
  const data = view.data;
  const defaults = data?.defaults ?? [];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('subAccounts.title')}
        extra={
          <Space wrap>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              onChange={(_dates, [from, to]) => {
                setPeriod({ from: from || undefined, to: to || undefined });
                toFirstPage(setPaging);
              }}
              data-testid="proxy-period"
            />
            <Button onClick={() => setMarkup({ sub: null })} data-testid="proxy-default-markup">
              {t('subAccounts.defaultMarkup')}
            </Button>
          </Space>
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Statistic title={t('subAccounts.labels')} value={data?.totals.orderCount ?? 0} />
          </Col>
          <Col xs={24} md={9}>
            <Typography.Text type="secondary">{t('subAccounts.spend')}</Typography.Text>
            <div data-testid="proxy-total-spend" style={{ fontSize: 20 }}>
              <FiguresCell figures={data?.totals.figures ?? []} field="spend" />
            </div>
          </Col>
          <Col xs={24} md={9}>
            <Typography.Text type="secondary">{t('subAccounts.commission')}</Typography.Text>
            <div data-testid="proxy-total-commission" style={{ fontSize: 20 }}>
              <FiguresCell figures={data?.totals.figures ?? []} field="commission" />
            </div>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('subAccounts.defaultIs')}{' '}
          {defaults.length ? defaults.map((m) => markupText(m, t)).join('; ') : t('subAccounts.noMarkup')}
        </Typography.Paragraph>
      </Card>
      <Card>
        <KeywordSearch
          initial={keyword}
          placeholder={t('subAccounts.search')}
          width={320}
          testId="proxy-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
        <div style={{ height: 16 }} />
        <PagedTable<ProxySubAccount>
          list={view}
          paging={paging}
          setPaging={setPaging}
          rowKey="id"
          minWidth={1100}
          rowTestId={(row) => `sub-account-${row.email}`}
          columns={[
            {
              title: t('subAccounts.account'),
              key: 'account',
              width: 260,
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <span>{row.email}</span>
                  <Typography.Text type="secondary">{row.nickName || row.company}</Typography.Text>
                </Space>
              ),
            },
            {
              title: t('subAccounts.status'),
              dataIndex: 'status',
              width: 100,
              render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{t(`status.${s}`)}</Tag>,
            },
            { title: t('subAccounts.labels'), dataIndex: 'orderCount', width: 90 },
            {
              title: t('subAccounts.spend'),
              key: 'spend',
              width: 150,
              render: (_, row) => <FiguresCell figures={row.figures} field="spend" />,
            },
            {
              title: t('subAccounts.commission'),
              key: 'commission',
              width: 150,
              render: (_, row) => (
                <span data-testid={`commission-${row.email}`}>
                  <FiguresCell figures={row.figures} field="commission" />
                </span>
              ),
            },
            {
              title: t('subAccounts.markup'),
              key: 'markup',
              width: 220,
              render: (_, row) =>
                row.markups.length ? (
                  row.markups.map((m) => <div key={m.currency}>{markupText(m, t)}</div>)
                ) : (
                  <Typography.Text type="secondary">{t('subAccounts.usesDefault')}</Typography.Text>
                ),
            },
            {
              title: t('subAccounts.actions'),
              key: 'actions',
              fixed: 'right',
              width: 180,
              render: (_, row) => (
                <Space>
                  <Button size="small" onClick={() => setOrders(row)} data-testid={`sub-orders-${row.email}`}>
                    {t('subAccounts.orders')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setMarkup({ sub: row })}
                    data-testid={`sub-markup-${row.email}`}
                  >
                    {t('subAccounts.setMarkup')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {markup && (
        <MarkupModal
          subAccount={markup.sub}
          current={markup.sub ? markup.sub.markups : defaults}
          fallback={markup.sub ? defaults : []}
          onClose={() => setMarkup(null)}
        />
      )}
      {orders && <SubOrdersDrawer subAccount={orders} period={period} onClose={() => setOrders(null)} />}
    </Space>
  );
}
