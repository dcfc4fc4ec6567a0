import { type Role, type RoleInput, roleInputSchema } from '@shiplabel/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSaveRole } from '../hooks/useRoles.ts';
import { ResourceTree } from './ResourceTree.tsx';
import './rbac.css';
import { roleName } from '../roleText.ts';

interface Props {
  /** null creates a new role. */
  role: Role | null;
  onClose: () => void;
}

export function RoleFormModal({ role, onClose }: Props) {
  const { t } = useTranslation('rbac');
  const rules = useZodRules();
  const [form] = Form.useForm<RoleInput>();
  const save = useSaveRole();
  const initialValues: RoleInput = role
    ? { name: role.name, description: role.description, resourceCodes: role.resourceCodes }
    : { name: '', description: '', resourceCodes: [] };

  const submit = (values: RoleInput) =>
    save.mutate(
      { ...(role ? { id: role.id } : {}), input: roleInputSchema.parse(values) },
      saveCallbacks(form, { editing: Boolean(role), onClose, t }),
    );

  return (
    <FormModal
      title={role ? t('roles.editTitle', { name: roleName(role, t) }) : t('roles.createTitle')}
      verb={role ? 'save' : 'create'}
      form={form}
      saving={save.isPending}
      saveTestId="role-save"
      onClose={onClose}
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('roles.name')}
          required
          rules={rules.field(roleInputSchema.shape.name)}
        >
          <Input maxLength={64} data-testid="role-name-input" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('roles.description')}
          rules={rules.field(roleInputSchema.shape.description)}
        >
          <Input.TextArea rows={2} maxLength={255} data-testid="role-description-input" />
        </Form.Item>
        <Form.Item name="resourceCodes" label={t('roles.resources')}>
          <ResourceTree />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
