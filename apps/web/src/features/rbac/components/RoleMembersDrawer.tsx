import type { Role } from '@shiplabel/shared';
import { Button, Drawer, List, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { useChangeMembers, useRoleMembers, useUserSearch } from '../hooks/useRoles.ts';
import { useDebounced } from './useDebounced.ts';
import './rbac.css';
import { roleName } from '../roleText.ts';

/** Members of a role: add users found by a search over all users, remove members. */
export function RoleMembersDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation('rbac');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const debounced = useDebounced(keyword);
  const members = useRoleMembers(role?.id);
  const users = useUserSearch(debounced, Boolean(role));
  const change = useChangeMembers(role?.id ?? '');
  const memberIds = new Set((members.data ?? []).map((m) => m.id));
  const options = (users.data ?? [])
    .filter((user) => !memberIds.has(user.id))
    .map((user) => ({
      value: user.id,
      label: user.nickName ? `${user.email} (${user.nickName})` : user.email,
    }));

  const add = () =>
    change.mutate(
      { action: 'add', userIds: picked },
      {
        onSuccess: () => {
          setPicked([]);
          feedback.message.success(t('members.added'));
        },
      },
    );

  return (
    <Drawer
      open={Boolean(role)}
      size={520}
      title={t('members.title', { name: role ? roleName(role, t) : '' })}
      onClose={() => {
        setPicked([]);
        setKeyword('');
        onClose();
      }}
      destroyOnHidden
    >
      <div className="member-toolbar">
        <Select
          mode="multiple"
          value={picked}
          onChange={setPicked}
          options={options}
          placeholder={t('members.searchPlaceholder')}
          aria-label={t('members.searchPlaceholder')}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          loading={users.isFetching}
          notFoundContent={t('members.noUsers')}
          data-testid="member-search"
        />
        <Button
          type="primary"
          disabled={picked.length === 0}
          loading={change.isPending}
          onClick={add}
          data-testid="member-add"
        >
          {t('members.add')}
        </Button>
      </div>
      <List
        data-testid="member-list"
        loading={members.isLoading}
        dataSource={members.data ?? []}
        locale={{ emptyText: t('members.empty') }}
        renderItem={(member) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                size="small"
                onClick={() => change.mutate({ action: 'remove', userIds: [member.id] })}
                data-testid={`member-remove-${member.email}`}
              >
                {t('members.remove')}
              </Button>,
            ]}
          >
            <List.Item.Meta title={member.email} description={member.nickName || '-'} />
            <Tag>{t(`common:kinds.${member.kind}`, { defaultValue: member.kind })}</Tag>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
