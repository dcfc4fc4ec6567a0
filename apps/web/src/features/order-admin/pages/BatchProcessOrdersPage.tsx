import {
  BATCH_ORDER_NO_MAX_LENGTH,
  BATCH_PROCESS_ACTIONS,
  BATCH_PROCESS_MAX,
  type BatchProcessAction,
  type BatchProcessResponse,
} from '@shiplabel/shared';
import { Alert, Button, Card, Input, Popconfirm, Radio, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { useUserOptions } from '../../rates/hooks.ts';
import { BatchProcessResults } from '../batch-process/BatchProcessResults.tsx';
import { orderNosProblem, parseOrderNos } from '../batch-process/batchProcess.ts';
import { useOrderAdminMutation } from '../hooks/useOrderAdmin.ts';
import { orderAdminApi } from '../orderAdmin.api.ts';

/** Resources that may search customers (GET /admin/channel/userOptions). */
const CUSTOMER_SEARCH = ['adminChannel', 'getComputeInfo', 'staffList'];

/** The customer whose orders the numbers are: needed only when a number is held by several customers. */
function CustomerSelect({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const { t } = useTranslation('orderAdmin');
  const [keyword, setKeyword] = useState('');
  const users = useUserOptions(keyword, 'customer');
  return (
    <Select
      allowClear
      style={{ width: 320 }}
      value={value}
      onChange={(next?: string) => onChange(next)}
      placeholder={t('batchProcess.customerPlaceholder')}
      aria-label={t('batchProcess.customerPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={users.isFetching}
      options={(users.data ?? []).map((u) => ({
        value: u.id,
        label: u.nickName ? `${u.email} (${u.nickName})` : u.email,
      }))}
      data-testid="batch-process-customer"
    />
  );
}

/**
 * /maintenance/batchProcessOrders (issue 6, resource batchOrderCancel): cancel, void or restore up to 1000
 * orders pasted by number. Each order goes through the same rules as one by one; a refusal never stops
 * the others, and every number gets its own result.
 */
export default function BatchProcessOrdersPage() {
  const { t } = useTranslation('orderAdmin');
  const user = useStore(userStore);
  const canSearchCustomers = CUSTOMER_SEARCH.some((code) => user?.role.includes(code));
  const [action, setAction] = useState<BatchProcessAction>('cancel');
  const [text, setText] = useState('');
  const [userId, setUserId] = useState<string>();
  const [response, setResponse] = useState<BatchProcessResponse | null>(null);
  const parsed = useMemo(() => parseOrderNos(text), [text]);
  const problem = orderNosProblem(parsed);
  const count = parsed.orderNos.length;
  const run = useOrderAdminMutation(orderAdminApi.batchProcess);

  const submit = () =>
    run
      .mutateAsync({ action, orderNos: parsed.orderNos, ...(userId ? { userId } : {}) })
      .then(setResponse)
      // The HTTP client has shown the server's message.
      .catch(() => undefined);

  const retry = (orderNos: string) => {
    setText(orderNos);
    setResponse(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <Card title={t('batchProcess.title')}>
        <Typography.Paragraph type="secondary">{t('batchProcess.help')}</Typography.Paragraph>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>{t('batchProcess.action')}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={action}
                onChange={(e) => setAction(e.target.value as BatchProcessAction)}
                options={BATCH_PROCESS_ACTIONS.map((value) => ({
                  value,
                  label: t(`batchProcess.actions.${value}`),
                }))}
                data-testid="batch-process-action"
              />
            </div>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t(`batchProcess.actionHelp.${action}`)}
            </Typography.Paragraph>
          </div>
          {canSearchCustomers && (
            <div>
              <Typography.Text strong>{t('batchProcess.customer')}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <CustomerSelect value={userId} onChange={setUserId} />
              </div>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {t('batchProcess.customerHelp')}
              </Typography.Paragraph>
            </div>
          )}
          <div>
            <Typography.Text strong>{t('batchProcess.orderNos')}</Typography.Text>
            <Input.TextArea
              style={{ marginTop: 8, fontFamily: 'monospace' }}
              autoSize={{ minRows: 6, maxRows: 16 }}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('batchProcess.placeholder', { max: BATCH_PROCESS_MAX })}
              data-testid="batch-process-input"
            />
            <Typography.Text
              type={problem && problem !== 'empty' ? 'danger' : 'secondary'}
              style={{ display: 'block', marginTop: 4 }}
              data-testid="batch-process-count"
            >
              {t('batchProcess.count', { count, max: BATCH_PROCESS_MAX })}
              {parsed.repeats > 0 && ` ${t('batchProcess.repeats', { count: parsed.repeats })}`}
            </Typography.Text>
          </div>
          {problem === 'tooMany' && (
            <Alert
              type="error"
              showIcon
              title={t('batchProcess.tooMany', { count, max: BATCH_PROCESS_MAX })}
            />
          )}
          {problem === 'tooLong' && (
            <Alert
              type="error"
              showIcon
              title={t('batchProcess.tooLong', {
                max: BATCH_ORDER_NO_MAX_LENGTH,
                orderNos: parsed.tooLong.slice(0, 3).join(', '),
              })}
            />
          )}
          <Space>
            <Popconfirm
              title={t(`batchProcess.confirm.${action}`, { count })}
              description={t('batchProcess.confirmHelp')}
              // Say what each button does: antd's default dismiss is "Cancel" / "取 消", beside a "Cancel".
              okText={t(`batchProcess.confirmOk.${action}`)}
              cancelText={t('batchProcess.keep')}
              okButtonProps={
                { danger: action !== 'restore', 'data-testid': 'batch-process-confirm' } as never
              }
              cancelButtonProps={{ 'data-testid': 'batch-process-keep' } as never}
              onConfirm={submit}
              disabled={problem !== null}
            >
              <Button
                type="primary"
                danger={action !== 'restore'}
                disabled={problem !== null}
                loading={run.isPending}
                data-testid="batch-process-submit"
              >
                {t('batchProcess.submit', { action: t(`batchProcess.actions.${action}`), count })}
              </Button>
            </Popconfirm>
            <Button
              disabled={run.isPending || (text === '' && !response)}
              onClick={() => {
                setText('');
                setResponse(null);
              }}
              data-testid="batch-process-clear"
            >
              {t('batchProcess.clear')}
            </Button>
          </Space>
        </Space>
      </Card>
      {response && <BatchProcessResults key={String(run.submittedAt)} response={response} onRetry={retry} />}
    </>
  );
}
