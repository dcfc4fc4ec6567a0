import { SYS_MESSAGE_TYPES, type SysMessageType } from '@shiplabel/shared';
import { Badge, Button, Card, Pagination, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../app/components/usePaging.ts';
import { MessageDialog } from '../components/MessageDialog.tsx';
import { MessageItems } from '../components/MessageItems.tsx';
import { useOpenMessage } from '../components/useOpenMessage.ts';
import { useCentreList, useUnread } from '../hooks/useMessages.ts';

/** /sys/center: the caller's notices, messages and todos with unread counts; opening one marks it read. */
export default function MessageCentrePage() {
  const { t } = useTranslation('messages');
  const [type, setType] = useState<SysMessageType>('notice');
  const [paging, setPaging] = usePaging();
  const unread = useUnread(true);
  const list = useCentreList({ type, ...paging });
  const opener = useOpenMessage();
  return (
    <Card
      data-testid="message-centre"
      title={t('centre')}
      extra={
        <Button
          onClick={() => opener.markAll({ all: true })}
          loading={opener.marking}
          disabled={!unread.data?.total}
          data-testid="message-read-all"
        >
          {t('markAllRead')}
        </Button>
      }
    >
      <Tabs
        activeKey={type}
        onChange={(key) => {
          setType(key as SysMessageType);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
        items={SYS_MESSAGE_TYPES.map((key) => ({
          key,
          label: (
            <span data-testid={`message-tab-${key}`}>
              {t(`types.${key}`)} <Badge count={unread.data?.[key] ?? 0} size="small" />
            </span>
          ),
        }))}
      />
      <MessageItems items={list.data?.list ?? []} loading={list.isLoading} onOpen={opener.show} />
      {(list.data?.total ?? 0) > paging.pageSize && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={paging.pageNum}
          pageSize={paging.pageSize}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(pageNum) => setPaging((p) => ({ ...p, pageNum }))}
        />
      )}
      {opener.open && <MessageDialog entry={opener.open} onClose={opener.close} />}
    </Card>
  );
}
