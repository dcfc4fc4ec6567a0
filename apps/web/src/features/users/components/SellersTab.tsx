import type { SellerRow } from '@shiplabel/shared';
import { Button, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatDateTime } from '../../../app/format.ts';
import { useSellers, useUserList, useUsersMutation } from '../hooks/useUsers.ts';
import { usersApi } from '../users.api.ts';
import { STATUS_COLORS } from './userColumns.tsx';

/** Sellers with their invitation codes and customer counts; customers are given to a seller here. */
export function SellersTab() {
  const { t, i18n } = useTranslation(['users', 'common']);
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = usePaging();
  const list = useSellers({ ...paging, keyword });
  const [reassigning, setReassigning] = useState<SellerRow | null>(null);
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('sellers.searchPlaceholder')}
          width={280}
          testId="sellers-search"
          onSearch={(value) => {
            toFirstPage(setPaging);
            setKeyword(value);
          }}
        />
      </Space>
      <PagedTable<SellerRow>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        minWidth={1040}
        rowTestId={(row) => `sellers-row-${row.email}`}
        columns={[
          {
            title: t('columns.account'),
            width: 260,
            render: (_, r) => (
              <div>
                <strong>{r.nickName || r.realName || r.email}</strong>
                <div className="text-secondary">{r.email}</div>
              </div>
            ),
          },
          {
            title: t('fields.invitationCode'),
            width: 160,
            render: (_, r) => <Typography.Text copyable>{r.invitationCode}</Typography.Text>,
          },
          { title: t('sellers.customerCount'), dataIndex: 'customerCount', width: 120, align: 'right' },
          {
            title: t('columns.status'),
            width: 100,
            render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`status.${r.status}`)}</Tag>,
          },
          {
            title: t('columns.registeredAt'),
            width: 180,
            render: (_, r) => formatDateTime(r.registeredAt, i18n.language),
          },
          {
            title: t('columns.actions'),
            width: 220,
            render: (_, r) => (
              <Button
                type="link"
                size="small"
                onClick={() => setReassigning(r)}
                data-testid={`sellers-assign-${r.email}`}
              >
                {t('sellers.assign')}
              </Button>
            ),
          },
        ]}
      />
      {reassigning && <AssignCustomersModal seller={reassigning} onClose={() => setReassigning(null)} />}
    </>
  );
}

/** Picks customers (searched by keyword) and gives them to the seller. */
function AssignCustomersModal({ seller, onClose }: { seller: SellerRow; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const customers = useUserList({ keyword, pageNum: 1, pageSize: 50, sortBy: 'email', sortOrder: 'asc' });
  const assign = useUsersMutation((ids: string[]) => usersApi.reassign(ids, seller.id));
  const options = (customers.data?.list ?? [])
    .filter((u) => u.kind === 'customer' || u.kind === 'proxy' || u.kind === 'warehouse')
    .map((u) => ({ value: u.id, label: `${u.email}${u.sellerEmail ? ` (${u.sellerEmail})` : ''}` }));
  return (
    <Modal
      open
      title={t('sellers.assignTitle', { name: seller.nickName || seller.email })}
      onCancel={onClose}
      okText={t('common:save')}
      okButtonProps={{ disabled: chosen.length === 0, loading: assign.isPending }}
      onOk={() =>
        assign.mutateAsync(chosen).then(
          (r) => {
            feedback.message.success(t('sellers.assigned', { count: r.updated }));
            onClose();
          },
          () => undefined,
        )
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('sellers.customers')} extra={t('sellers.assignHelp')}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            value={chosen}
            onChange={setChosen}
            options={options}
            loading={customers.isFetching}
            data-testid="sellers-customers"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
