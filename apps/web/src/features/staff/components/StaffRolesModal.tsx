import type { StaffRow } from '@shiplabel/shared';
import { Checkbox, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { roleName } from '../../rbac/roleText.ts';
import { useRoleOptions, useSetStaffRoles } from '../hooks/useStaff.ts';

interface Props {
  employee: StaffRow;
  onClose: () => void;
}

/** The roles an employee holds, replaced at once through /staff/role/update (built-in roles: holders only). */
export function StaffRolesModal({ employee, onClose }: Props) {
  const { t } = useTranslation(['staff', 'common']);
  const roles = useRoleOptions(true);
  const save = useSetStaffRoles();
  const [chosen, setChosen] = useState<string[]>(employee.roles.map((r) => r.id));
  const submit = () =>
    save.mutate(
      { userId: employee.id, roleIds: chosen },
      {
        onSuccess: () => {
          feedback.message.success(t('common:saved'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('rolesTitle', { name: employee.nickName || employee.email })}
      onCancel={onClose}
      onOk={submit}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'staff-roles-save' }}
      destroyOnHidden
    >
      {roles.isLoading ? (
        <Spin />
      ) : (
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])}>
          <Space direction="vertical">
            {(roles.data?.list ?? []).map((role) => (
              <Checkbox key={role.id} value={role.id} data-testid={`staff-role-${role.name}`}>
                {roleName(role, t)}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Modal>
  );
}
