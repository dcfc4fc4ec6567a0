import { BellOutlined } from '@ant-design/icons';
import { SYS_MESSAGE_TYPES, type SysMessageType } from '@shiplabel/shared';
import { Badge, Button, Popover, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userStore } from '../../../app/auth/session.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { badgeText, canMarkTabRead, firstUnreadTab, holdsCentre } from '../badge.ts';
import { useCentreList, useUnread } from '../hooks/useMessages.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { MessageItems } from './MessageItems.tsx';
import { useOpenMessage } from './useOpenMessage.ts';

const LATEST = 5;

/** The latest entries of one type, fetched only while its tab is shown. */
function LatestOf({
  type,
  onOpen,
}: {
  type: SysMessageType;
  onOpen: ReturnType<typeof useOpenMessage>['show'];
}) {
  const list = useCentreList({ type, pageNum: 1, pageSize: 50 });
  return (
    <MessageItems
      compact
      items={(list.data?.list ?? []).slice(0, LATEST)}
      loading={list.isLoading}
      onOpen={onOpen}
    />
  );
}

function BellPopover() {
  const { t } = useTranslation('messages');
  const unread = useUnread(true);
  const opener = useOpenMessage();
  const [popover, setPopover] = useState(false);
  const [tab, setTab] = useState<SysMessageType | null>(null);
  const active = tab ?? firstUnreadTab(unread.data);
  const badge = badgeText(unread.data?.total);
  const content = (
    <div style={{ width: 360 }} data-testid="message-popover">
      <Tabs
        size="small"
        activeKey={active}
        onChange={(key) => setTab(key as SysMessageType)}
        items={SYS_MESSAGE_TYPES.map((type) => ({
          key: type,
          label: (
            <span data-testid={`message-popover-tab-${type}`}>
              {t(`types.${type}`)} {unread.data?.[type] ? `(${unread.data[type]})` : ''}
            </span>
          ),
          children: active === type && (
            <LatestOf
              type={type}
              onOpen={(entry) => {
                setPopover(false);
                opener.show(entry);
              }}
            />
          ),
        }))}
      />
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button
          size="small"
          type="link"
          onClick={() => opener.markAll({ all: true, type: active })}
          // Nothing unread in this tab: a button that would do nothing is shown disabled.
          disabled={!canMarkTabRead(unread.data, active)}
          data-testid="message-popover-mark-read"
        >
          {t('markTypeRead')}
        </Button>
        <Link to="/sys/center" onClick={() => setPopover(false)} data-testid="message-view-all">
          {t('viewAll')}
        </Link>
      </Space>
    </div>
  );
  return (
    <>
      <Popover
        content={content}
        placement="bottomRight"
        trigger="click"
        open={popover}
        onOpenChange={setPopover}
      >
        {/* The name holds the badge's visible count (WCAG 2.5.3: the accessible name contains the label). */}
        <Button
          type="text"
          aria-label={badge ? `${t('centre')}, ${badge}` : t('centre')}
          data-testid="message-bell"
        >
          <Badge count={badge} size="small" data-testid="message-badge">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Popover>
      {opener.open && <MessageDialog entry={opener.open} onClose={opener.close} />}
    </>
  );
}

/** The navbar's bell (issue 14): shown, and polling, only for holders of appSysMessageList. */
export function NotificationBell() {
  const user = useStore(userStore);
  if (!holdsCentre(user?.role)) return null;
  return <BellPopover />;
}
