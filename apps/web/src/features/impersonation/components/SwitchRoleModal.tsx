import { DEFAULT_ROUTE_PATH } from '@shiplabel/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { Modal, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { http } from '../../../app/http/request.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { roleName } from '../../rbac/roleText.ts';

interface MyRole {
  id: string;
  name: string;
}

const ALL = 'all';

/**
 * "Switch roles" (spec section 1 menu action): the session acts with one of the user's roles, or all of
 * them. The server then grants only that role's codes; the app reloads so user info, menus and tabs follow.
 */
export function SwitchRoleModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['impersonation', 'rbac']);
  const user = useStore(userStore);
  const roles = useQuery({ queryKey: ['user', 'roles'], queryFn: () => http.get<MyRole[]>('/user/roles') });
  const [chosen, setChosen] = useState<string>(user?.activeRoleId ?? ALL);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      await http.post('/user/switchRole', { roleId: chosen === ALL ? null : chosen });
      // A full load: user info, the server menu and the tab bar all start again from the new codes.
      window.location.assign(DEFAULT_ROUTE_PATH);
    } catch {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('switchRole.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ loading: saving, 'data-testid': 'switch-role-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('switchRole.help')}</Typography.Paragraph>
      {roles.isLoading ? (
        <Spin />
      ) : (
        <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <Space direction="vertical">
            <Radio value={ALL} data-testid="switch-role-all">
              {t('switchRole.all')}
            </Radio>
            {(roles.data ?? []).map((role) => (
              <Radio key={role.id} value={role.id} data-testid={`switch-role-${role.name}`}>
                {roleName(role, t)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
