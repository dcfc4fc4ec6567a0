import { type StaffRow, staffRegisterSchema, staffUpdateSchema } from '@shiplabel/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useSaveStaff } from '../hooks/useStaff.ts';

interface Props {
  /** null creates a new staff account. */
  employee: StaffRow | null;
  onClose: () => void;
}

interface Values {
  email: string;
  password?: string;
  nickName: string;
  realName?: string;
  phone?: string;
  job?: string;
}

/** Create a staff account (password required) or edit one (a password typed replaces the old one). */
export function StaffFormModal({ employee, onClose }: Props) {
  const { t } = useTranslation(['staff', 'common']);
  const rules = useZodRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveStaff();
  const submission = useSubmission();
  const shape = employee ? staffUpdateSchema.shape : staffRegisterSchema.shape;
  const callbacks = saveCallbacks(form, { editing: Boolean(employee), onClose, t });

  const submit = (values: Values) => {
    const { password, ...rest } = values;
    const input = password ? { ...rest, password } : rest;
    void submission.run((key) =>
      (employee
        ? save.mutateAsync({ id: employee.id, input: staffUpdateSchema.parse(input) }, callbacks)
        : save.mutateAsync({ input: staffRegisterSchema.parse(input), key }, callbacks)
      ).catch(() => undefined),
    );
  };

  return (
    <FormModal
      title={employee ? t('editTitle', { name: employee.nickName || employee.email }) : t('createTitle')}
      verb={employee ? 'save' : 'create'}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="staff-save"
      onClose={onClose}
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={employee ?? { email: '', nickName: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          required
          rules={rules.field(staffRegisterSchema.shape.email)}
        >
          <Input maxLength={254} autoComplete="off" data-testid="staff-email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={employee ? t('fields.newPassword') : t('fields.password')}
          required={!employee}
          extra={employee ? t('passwordHelp') : undefined}
          rules={rules.field(
            employee ? staffUpdateSchema.shape.password : staffRegisterSchema.shape.password,
            undefined,
          )}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="staff-password" />
        </Form.Item>
        <Form.Item name="nickName" label={t('fields.nickName')} required rules={rules.field(shape.nickName)}>
          <Input maxLength={64} data-testid="staff-nickname" />
        </Form.Item>
        <Form.Item name="realName" label={t('fields.realName')} rules={rules.field(shape.realName)}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="phone" label={t('fields.phone')} rules={rules.field(shape.phone)}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="job" label={t('fields.job')} rules={rules.field(shape.job)}>
          <Input maxLength={64} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
