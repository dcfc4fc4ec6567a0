import type { AdminProxy, AdminProxyUpdate } from '@shiplabel/shared';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useCustomerOptions, useProxyMutation } from '../hooks/useProxy.ts';
import { proxyApi } from '../proxy.api.ts';

interface Values {
  status: number;
  subAccounts: string[];
}

/**
 * Back office: a proxy's status and its sub-accounts. Customers no proxy holds are searched by e-mail or
 * nickname; removing one from the list detaches it. The server refuses what cannot be (another proxy's
 * customer, an account with an order in flight) with the reason.
 */
export function EditProxyModal({ proxy, onClose }: { proxy: AdminProxy; onClose: () => void }) {
  const { t } = useTranslation(['proxy', 'common']);
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const options = useCustomerOptions(search, true);
  const save = useProxyMutation((input: { body: AdminProxyUpdate; key: string }) =>
    proxyApi.update(proxy.id, input.body, input.key),
  );
  const submission = useSubmission();
  const current = proxy.subAccounts.map((s) => s.id);
  const known = new Map(
    [...proxy.subAccounts, ...(options.data ?? [])].map((u) => [
      u.id,
      `${u.email}${u.nickName ? ` (${u.nickName})` : ''}`,
    ]),
  );

  const submit = (values: Values) => {
    const attach = values.subAccounts.filter((id) => !current.includes(id));
    const detach = current.filter((id) => !values.subAccounts.includes(id));
    void submission.run((key) =>
      save
        .mutateAsync(
          { body: { status: values.status, attach, detach }, key },
          saveCallbacks(form, { editing: true, onClose, t }),
        )
        .catch(() => undefined),
    );
  };

  return (
    <FormModal
      title={t('admin.editTitle', { email: proxy.email })}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="proxy-save"
      onClose={onClose}
      width={620}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ status: proxy.status, subAccounts: current }}
        onFinish={submit}
      >
        <Form.Item name="status" label={t('admin.status')}>
          <Select
            data-testid="proxy-status"
            options={[0, 1, 2].map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="subAccounts" label={t('admin.subAccounts')} extra={t('admin.subAccountsHelp')}>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={options.isFetching}
            data-testid="proxy-sub-accounts"
            options={[...known.entries()].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
