import {
  ADMIN_CREATABLE_KINDS,
  type AdminUser,
  addressFieldsSchema,
  adminRegisterSchema,
  adminUpdateSchema,
  CUSTOMER_KINDS,
  warehouseInputSchema,
} from '@shiplabel/shared';
import { Divider, Form, Input, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useSellers, useUserDetail, useUsersMutation } from '../hooks/useUsers.ts';
import { usersApi } from '../users.api.ts';

interface Props {
  /** null creates an account. */
  user: AdminUser | null;
  /** The kind a new account starts with (the warehouse page creates warehouse users). */
  defaultKind?: (typeof ADMIN_CREATABLE_KINDS)[number];
  onClose: () => void;
}

const ADDRESS_FIELDS = [
  ['personName', 100],
  ['company', 100],
  ['phone', 30],
  ['addressLine1', 100],
  ['addressLine2', 100],
  ['city', 60],
  ['stateCode', 30],
  ['zipCode', 12],
  ['countryCode', 2],
] as const;
const REQUIRED = new Set(['personName', 'phone', 'addressLine1', 'city', 'zipCode']);

/** Create any kind an administrator may create, or edit one; a warehouse user also has its warehouse. */
export function UserFormModal({ user, defaultKind = 'customer', onClose }: Props) {
  const { t } = useTranslation(['users', 'common']);
  const rules = useZodRules();
  const [form] = Form.useForm();
  const submission = useSubmission();
  const sellers = useSellers({ pageNum: 1, pageSize: 1000 });
  // Editing a warehouse user starts from its stored warehouse (the detail has its address).
  const detail = useUserDetail(user?.kind === 'warehouse' ? user.id : null);
  const save = useUsersMutation((v: { key: string; values: Record<string, unknown> }) =>
    user
      ? usersApi.update(user.id, adminUpdateSchema.parse(v.values))
      : usersApi.register(adminRegisterSchema.parse(v.values), v.key),
  );
  const kind = Form.useWatch('kind', form) ?? user?.kind ?? defaultKind;
  const callbacks = saveCallbacks(form, { editing: Boolean(user), onClose, t });
  const shape = adminRegisterSchema.shape;

  const submit = (values: Record<string, unknown>) => {
    const { password, ...rest } = values;
    const input = { ...rest, ...(password ? { password } : {}), sellerId: rest.sellerId ?? null };
    void submission.run((key) => save.mutateAsync({ key, values: input }, callbacks).catch(() => undefined));
  };

  if (user?.kind === 'warehouse' && !detail.data) return <Spin />;
  const initial = user
    ? { ...user, warehouse: detail.data?.warehouse ? { ...detail.data.warehouse } : undefined }
    : { kind: defaultKind, status: 1, email: '' };

  return (
    <FormModal
      title={user ? t('editTitle', { name: user.nickName || user.email }) : t('createTitle')}
      verb={user ? 'save' : 'create'}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="users-save"
      onClose={onClose}
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        {!user && (
          <Form.Item name="kind" label={t('columns.kind')} required rules={rules.field(shape.kind)}>
            <Select
              data-testid="users-kind"
              options={ADMIN_CREATABLE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item name="email" label={t('fields.email')} required rules={rules.field(shape.email)}>
          <Input maxLength={254} autoComplete="off" data-testid="users-email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={user ? t('fields.newPassword') : t('fields.password')}
          required={!user}
          extra={user ? t('passwordHelp') : undefined}
          rules={rules.field(user ? adminUpdateSchema.shape.password : shape.password, undefined)}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="users-password" />
        </Form.Item>
        <Form.Item name="nickName" label={t('fields.nickName')} rules={rules.field(shape.nickName)}>
          <Input maxLength={64} data-testid="users-nickname" />
        </Form.Item>
        <Form.Item name="realName" label={t('fields.realName')} rules={rules.field(shape.realName)}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="phone" label={t('fields.phone')} rules={rules.field(shape.phone)}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="company" label={t('columns.company')} rules={rules.field(shape.company)}>
          <Input maxLength={128} />
        </Form.Item>
        {(CUSTOMER_KINDS as readonly string[]).includes(kind) && (
          <Form.Item name="sellerId" label={t('columns.seller')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={sellers.data?.list.map((s) => ({ value: s.id, label: s.nickName || s.email })) ?? []}
            />
          </Form.Item>
        )}
        {!user && (
          <Form.Item name="status" label={t('columns.status')}>
            <Select options={[0, 1].map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          </Form.Item>
        )}
        {kind === 'warehouse' && (
          <>
            <Divider>{t('detail.warehouse')}</Divider>
            <Form.Item
              name={['warehouse', 'name']}
              label={t('fields.warehouseName')}
              required
              rules={rules.field(warehouseInputSchema.shape.name)}
            >
              <Input maxLength={100} data-testid="users-warehouse-name" />
            </Form.Item>
            <Form.Item
              name={['warehouse', 'code']}
              label={t('fields.warehouseCode')}
              required
              rules={rules.field(warehouseInputSchema.shape.code)}
            >
              <Input maxLength={20} data-testid="users-warehouse-code" />
            </Form.Item>
            {ADDRESS_FIELDS.map(([field, max]) => (
              <Form.Item
                key={field}
                name={['warehouse', 'address', field]}
                label={t(`address.${field}`)}
                required={REQUIRED.has(field)}
                rules={rules.field(addressFieldsSchema.shape[field])}
              >
                <Input maxLength={max} data-testid={`users-warehouse-${field}`} />
              </Form.Item>
            ))}
          </>
        )}
      </Form>
    </FormModal>
  );
}
