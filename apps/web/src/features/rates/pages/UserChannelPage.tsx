import type { AllotmentRow } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Radio, Space, Table, Tag, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { UserPicker } from '../components/UserPicker.tsx';
import { ratesKeys, useCarrierTree, useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';
import '../rates.css';

/** Allot services to a customer (or a staff member): pick the user, tick carriers/channels/services, save. */
export default function UserChannelPage() {
  const { t } = useTranslation('rates');
  const [kind, setKind] = useState<'customer' | 'staff'>('customer');
  const [userId, setUserId] = useState<string>();
  const [checked, setChecked] = useState<string[]>([]);
  const tree = useCarrierTree();
  const current = useQuery({
    queryKey: ratesKeys.allotment(userId ?? ''),
    queryFn: () => ratesApi.userChannel(userId!),
    enabled: Boolean(userId),
  });
  const all = useQuery({ queryKey: ratesKeys.allotments, queryFn: ratesApi.allUserChannel });
  const save = useRatesMutation(({ id, ids }: { id: string; ids: string[] }) =>
    ratesApi.allot(id, ids, kind),
  );

  useEffect(() => {
    setChecked(current.data ? current.data.services.map((s) => s.id) : []);
  }, [current.data]);

  const serviceIds = useMemo(
    () => new Set((tree.data ?? []).flatMap((n) => n.channels.flatMap((c) => c.services.map((s) => s.id)))),
    [tree.data],
  );
  const treeData = (tree.data ?? [])
    .filter((n) => n.channels.length)
    .map((n) => ({
      key: `carrier:${n.carrierCode}`,
      title: n.carrierName,
      children: n.channels.map((c) => ({
        key: `channel:${c.id}`,
        title: c.status === 1 ? c.name : `${c.name} (${t('common.disabled')})`,
        children: c.services.map((s) => ({
          key: s.id,
          title: (
            <span data-testid={`allot-service-${c.name}-${s.code}`}>
              {s.status === 1 ? s.name : `${s.name} (${t('common.disabled')})`}
            </span>
          ),
        })),
      })),
    }));

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('allot.title')}>
        <div className="rates-toolbar">
          <Radio.Group
            value={kind}
            onChange={(e) => {
              setKind(e.target.value);
              setUserId(undefined);
            }}
            optionType="button"
            options={[
              { value: 'customer', label: t('allot.customers') },
              { value: 'staff', label: t('allot.staff') },
            ]}
          />
          <UserPicker
            key={kind}
            kind={kind}
            value={userId}
            onChange={(v) => setUserId(v as string)}
            testId="allot-user"
          />
          <Button
            type="primary"
            disabled={!userId}
            loading={save.isPending}
            data-testid="allot-save"
            onClick={() =>
              save.mutate(
                { id: userId!, ids: checked.filter((k) => serviceIds.has(k)) },
                { onSuccess: () => feedback.message.success(t('allot.saved')) },
              )
            }
          >
            {t('allot.save')}
          </Button>
        </div>
        {userId ? (
          <Tree
            checkable
            defaultExpandAll
            key={`${userId}-${treeData.length}`}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
            treeData={treeData}
            data-testid="allot-tree"
          />
        ) : (
          <Empty description={t('allot.pickFirst')} />
        )}
      </Card>
      <Card title={t('allot.overview')}>
        <Table<AllotmentRow>
          rowKey="userId"
          loading={all.isFetching}
          dataSource={all.data?.list ?? []}
          pagination={false}
          columns={[
            {
              title: t('allot.user'),
              key: 'user',
              render: (_, r) => (r.nickName ? `${r.email} (${r.nickName})` : r.email),
            },
            {
              title: t('allot.services'),
              key: 'services',
              render: (_, r) => r.services.map((s) => <Tag key={s.id}>{`${s.channelName} / ${s.name}`}</Tag>),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
