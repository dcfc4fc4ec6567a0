import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { UserPicker } from '../components/UserPicker.tsx';
import { useCarrierTree, usePriceRules, useRatesMutation, useRuleHolders } from '../hooks.ts';
import { type PriceRule, ratesApi } from '../rates.api.ts';
import '../rates.css';
import { seededRuleKey } from '../forms.ts';

interface EntryValues {
  target?: string;
  minWeightLb?: number | null;
  maxWeightLb?: number | null;
  zones?: number[];
  markupPercent?: number;
  fixedAmount?: string;
}

interface RuleValues {
  name: string;
  isDefault: boolean;
  entries: EntryValues[];
}

const targetOf = (e: PriceRule['entries'][number]) =>
  e.serviceId ? `service:${e.serviceId}` : e.channelId ? `channel:${e.channelId}` : 'all';

function inputOf(v: RuleValues) {
  return {
    name: v.name,
    isDefault: Boolean(v.isDefault),
    entries: (v.entries ?? []).map((e) => {
      const [kind, id] = (e.target ?? 'all').split(':');
      return {
        channelId: kind === 'channel' ? id : null,
        serviceId: kind === 'service' ? id : null,
        minWeightLb: e.minWeightLb ?? null,
        maxWeightLb: e.maxWeightLb ?? null,
        zones: e.zones ?? [],
        markupPercent: e.markupPercent ?? 0,
        fixedAmount: e.fixedAmount?.trim() || '0.00',
      };
    }),
  };
}

function RuleModal({ rule, onClose }: { rule: PriceRule | null; onClose: () => void }) {
  const { t } = useTranslation('rates');
  const [form] = Form.useForm<RuleValues>();
  const tree = useCarrierTree();
  const save = useRatesMutation((v: RuleValues) =>
    rule ? ratesApi.updatePriceRule(rule.id, inputOf(v)) : ratesApi.createPriceRule(inputOf(v)),
  );
  const targets = [
    { value: 'all', label: t('priceRules.allServices') },
    ...(tree.data ?? []).flatMap((n) =>
      n.channels.flatMap((c) => [
        { value: `channel:${c.id}`, label: `${t('compute.channel')}: ${c.name}` },
        ...c.services.map((s) => ({
          value: `service:${s.id}`,
          label: `${t('compute.service')}: ${c.name} / ${s.name}`,
        })),
      ]),
    ),
  ];
  const initial: RuleValues = rule
    ? {
        name: rule.name,
        isDefault: rule.isDefault,
        entries: rule.entries.map((e) => ({ ...e, target: targetOf(e) })),
      }
    : { name: '', isDefault: false, entries: [{ target: 'all', markupPercent: 0, fixedAmount: '0.00' }] };
  return (
    <FormModal
      title={rule ? t('priceRules.editTitle', { name: rule.name }) : t('priceRules.createTitle')}
      verb={rule ? 'save' : 'create'}
      form={form}
      saving={save.isPending}
      saveTestId="price-rule-save"
      onClose={onClose}
      width={980}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => save.mutate(v, saveCallbacks(form, { editing: Boolean(rule), onClose, t }))}
      >
        <Row gutter={12}>
          <Col span={16}>
            <Form.Item
              name="name"
              label={t('priceRules.name')}
              rules={[{ required: true, whitespace: true, message: t('channel.nameRequired') }]}
            >
              <Input maxLength={100} data-testid="price-rule-name" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="isDefault" label={t('priceRules.isDefault')} valuePropName="checked">
              <Switch data-testid="price-rule-default" />
            </Form.Item>
          </Col>
        </Row>
        <div className="rates-muted" style={{ marginBottom: 8 }}>
          {t('priceRules.entriesHelp')}
        </div>
        <Form.List name="entries">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Row gutter={8} key={field.key} align="bottom" data-testid={`price-entry-${i}`}>
                  <Col span={7}>
                    <Form.Item name={[field.name, 'target']} label={t('priceRules.target')}>
                      <Select
                        options={targets}
                        showSearch={{ optionFilterProp: 'label' }}
                        data-testid={`price-entry-${i}-target`}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'markupPercent']} label={t('priceRules.markupPercent')}>
                      <InputNumber
                        min={0}
                        max={1000}
                        step={0.5}
                        style={{ width: '100%' }}
                        data-testid={`price-entry-${i}-percent`}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'fixedAmount']} label={t('priceRules.fixedAmount')}>
                      <Input maxLength={10} data-testid={`price-entry-${i}-fixed`} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'minWeightLb']} label={t('priceRules.minWeightLb')}>
                      <InputNumber min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'maxWeightLb']} label={t('priceRules.maxWeightLb')}>
                      <InputNumber min={0.01} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'zones']} label={t('priceRules.zones')}>
                      <Select
                        mode="multiple"
                        options={[1, 2, 3, 4, 5, 6, 7, 8, 9].map((z) => ({ value: z, label: String(z) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={1}>
                    <Form.Item>
                      <MinusCircleOutlined
                        onClick={() => remove(field.name)}
                        aria-label={t('common.remove')}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ target: 'all', markupPercent: 0, fixedAmount: '0.00' })}
              >
                {t('priceRules.addEntry')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </FormModal>
  );
}

/** Price rules: markup % + fixed per channel/service with brackets; which users hold which rule. */
export default function PriceRulesPage() {
  const { t } = useTranslation('rates');
  const ruleName = (name: string) => {
    const key = seededRuleKey(name);
    return key ? t(key) : name;
  };
  const rules = usePriceRules();
  const holders = useRuleHolders();
  const [editing, setEditing] = useState<PriceRule | 'new' | null>(null);
  const [users, setUsers] = useState<string[]>([]);
  const [ruleId, setRuleId] = useState<string>();
  const remove = useRatesMutation((id: string) => ratesApi.deletePriceRule(id));
  const attach = useRatesMutation(({ ids, rid }: { ids: string[]; rid: string }) =>
    ratesApi.attachRule(ids, rid),
  );
  const detach = useRatesMutation((ids: string[]) => ratesApi.detachRule(ids));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('priceRules.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="price-rule-create"
          >
            {t('priceRules.create')}
          </Button>
        }
      >
        <Table<PriceRule>
          rowKey="id"
          loading={rules.isFetching}
          dataSource={rules.data ?? []}
          pagination={false}
          onRow={(r) => ({ 'data-testid': `price-rule-row-${r.name}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('priceRules.name'),
              dataIndex: 'name',
              render: (name: string, r) =>
                r.isDefault ? (
                  <Space>
                    {ruleName(name)}
                    <Tag color="blue">{t('priceRules.default')}</Tag>
                  </Space>
                ) : (
                  ruleName(name)
                ),
            },
            {
              title: t('priceRules.entries'),
              key: 'entries',
              render: (_, r) =>
                r.entries.map((e) => {
                  const text = `${e.serviceId ?? e.channelId ?? '*'} ${e.markupPercent}% + ${e.fixedAmount}`;
                  return (
                    <Tag
                      key={`${text}-${e.minWeightLb}-${e.maxWeightLb}-${e.zones.join()}`}
                    >{`${e.markupPercent}% + ${e.fixedAmount}`}</Tag>
                  );
                }),
            },
            { title: t('priceRules.users'), dataIndex: 'userCount', width: 100 },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 180,
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" onClick={() => setEditing(r)}>
                    {t('common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('priceRules.deleteConfirm')}
                    onConfirm={() =>
                      remove.mutate(r.id, { onSuccess: () => feedback.message.success(t('common.deleted')) })
                    }
                  >
                    <Button type="link" danger>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('priceRules.holdersTitle')}>
        <div className="rates-toolbar">
          <UserPicker
            multiple
            value={users}
            onChange={(v) => setUsers(v as string[])}
            testId="price-rule-users"
          />
          <Select
            style={{ minWidth: 220 }}
            value={ruleId}
            onChange={setRuleId}
            placeholder={t('priceRules.pickRule')}
            aria-label={t('priceRules.pickRule')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(rules.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            data-testid="price-rule-pick"
          />
          <Button
            type="primary"
            disabled={!users.length || !ruleId}
            data-testid="price-rule-attach"
            onClick={() =>
              attach.mutate(
                { ids: users, rid: ruleId! },
                { onSuccess: () => feedback.message.success(t('common.saved')) },
              )
            }
          >
            {t('priceRules.attach')}
          </Button>
          <Button
            disabled={!users.length}
            onClick={() =>
              detach.mutate(users, { onSuccess: () => feedback.message.success(t('common.saved')) })
            }
          >
            {t('priceRules.detach')}
          </Button>
        </div>
        <Table
          rowKey="userId"
          loading={holders.isFetching}
          dataSource={holders.data ?? []}
          pagination={false}
          columns={[
            { title: t('allot.user'), dataIndex: 'email' },
            {
              title: t('priceRules.rule'),
              key: 'rule',
              render: (_, h) =>
                h.isDefaultRule
                  ? `${ruleName(h.priceRuleName) || '-'} (${t('priceRules.default')})`
                  : ruleName(h.priceRuleName),
            },
          ]}
        />
      </Card>
      {editing && <RuleModal rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
