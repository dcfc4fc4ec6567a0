import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One action of an order list's toolbar, drawn as a button on a desktop and as an item of the one
 * "Bulk actions" menu on a phone (issue 17), so both offer the same actions with the same test ids.
 */
export interface ToolbarAction {
  key: string;
  label: string;
  testId: string;
  onClick: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  danger?: boolean;
  /** On a phone, choices under the action (a desktop shows them beside its button). */
  choices?: ToolbarAction[];
}

/** A desktop's button for an action. */
export function ToolbarButton({ action }: { action: ToolbarAction }) {
  return (
    <Button
      icon={action.icon}
      danger={action.danger}
      loading={action.loading}
      disabled={action.disabled}
      onClick={action.onClick}
      data-testid={action.testId}
    >
      {action.label}
    </Button>
  );
}

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * An action with choices becomes a titled group of them, not a submenu: a submenu opens beside the menu,
 * off a phone's narrow screen.
 */
function menuItems(actions: readonly ToolbarAction[], off = false): MenuItems {
  return actions.map((action) => {
    const label = (
      <span key={action.key} data-testid={action.testId}>
        {action.label}
      </span>
    );
    const disabled = off || action.disabled || action.loading;
    if (action.choices)
      return { type: 'group', key: action.key, label, children: menuItems(action.choices, disabled) };
    return {
      key: action.key,
      icon: action.loading ? <LoadingOutlined /> : action.icon,
      danger: action.danger,
      disabled,
      label,
      onClick: action.onClick,
    };
  });
}

/**
 * A phone's one menu of the list's bulk actions: the buttons stacked above the cards took the screen.
 * Its label counts the selected orders, which most items act on.
 */
export function BulkActionsMenu({
  actions,
  selected,
}: {
  actions: readonly ToolbarAction[];
  selected: number;
}) {
  const { t } = useTranslation('orders');
  if (actions.length === 0) return null;
  const busy = actions.some((action) => action.loading);
  return (
    <Dropdown trigger={['click']} menu={{ items: menuItems(actions) }}>
      <Button icon={busy ? <LoadingOutlined /> : undefined} data-testid="order-bulk-menu">
        {selected > 0 ? t('batch.menuSelected', { count: selected }) : t('batch.menu')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
