import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { riskKeys, usePickUsers } from '../hooks.ts';
import { riskApi } from '../risk.api.ts';
import { CUSTOMER_KINDS, pickerEndpointFor } from '../userPicker.ts';

interface Values {
  userIds: string[];
  note: string;
}

/** Puts customers on the avoid-high-risk list: a searchable customer picker and a note. */
export function AddExemptionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('risk');
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const endpoint = pickerEndpointFor(useStore(userStore)?.role ?? []);
  const users = usePickUsers(endpoint, keyword);
  const client = useQueryClient();
  const submission = useSubmission();

  const submit = (values: Values) =>
    submission.run(async (key) => {
      try {
        const result = await riskApi.add({ userIds: values.userIds, note: values.note ?? '' }, key);
        feedback.message.success(
          t('add.done', { added: result.added.length, already: result.alreadyListed.length }),
        );
        await client.invalidateQueries({ queryKey: riskKeys.all });
        onClose();
      } catch (error) {
        applyServerErrors(form, error);
      }
    });

  const options = (users.data ?? [])
    .filter((u) => CUSTOMER_KINDS.includes(u.kind))
    .map((u) => ({ value: u.id, label: u.nickName ? `${u.nickName} (${u.email})` : u.email }));

  return (
    <FormModal
      title={t('add.title')}
      verb={'create'}
      form={form}
      saving={submission.busy}
      saveTestId="risk-add-save"
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ userIds: [], note: '' }} onFinish={submit}>
        <Form.Item
          name="userIds"
          label={t('add.users')}
          required
          rules={[{ required: true, type: 'array', min: 1, message: t('add.usersRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: (value) => setKeyword(value.trim()) }}
            placeholder={t('add.usersPlaceholder')}
            loading={users.isFetching}
            options={options}
            notFoundContent={users.isFetching ? null : t('add.noUsers')}
            data-testid="risk-add-users"
          />
        </Form.Item>
        <Form.Item name="note" label={t('add.note')} rules={[{ max: 200 }]}>
          <Input
            maxLength={200}
            showCount
            placeholder={t('add.notePlaceholder')}
            data-testid="risk-add-note"
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
