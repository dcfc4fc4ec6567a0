import { SYS_MESSAGE_TYPES, type SysMessageAdmin, type SysMessageType } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatDateTime } from '../../../app/format.ts';
import { audienceLabel } from '../audience.ts';
import { LevelTag } from '../components/MessageItems.tsx';
import { PublishMessageModal } from '../components/PublishMessageModal.tsx';
import { useMessagesMutation, usePublished } from '../hooks/useMessages.ts';
import { messagesApi } from '../messages.api.ts';

/** /adminSettings/msgConfig: published and scheduled messages, publish a new one, delete with confirmation. */
export default function MessageConfigPage() {
  const { t, i18n } = useTranslation('messages');
  const [paging, setPaging] = usePaging();
  const [type, setType] = useState<SysMessageType>();
  const [creating, setCreating] = useState(false);
  const list = usePublished({ ...paging, type });
  // The roles' names for role audiences (the same list the publish form offers).
  const roles = useQuery({ queryKey: ['messages', 'roles'], queryFn: messagesApi.roles });
  const remove = useMessagesMutation((id: string) => messagesApi.remove([id]));

  const columns: TableColumnsType<SysMessageAdmin> = [
    {
      title: t('fields.type'),
      dataIndex: 'type',
      width: 150,
      // The level tag sits here: beside a long title it was cut off with the title's end.
      render: (v: SysMessageType, row) => (
        <Space size={4}>
          {t(`types.${v}`)}
          <LevelTag level={row.messageType} />
        </Space>
      ),
    },
    // Plain text, so that a cut title shows whole on hover.
    { title: t('fields.title'), dataIndex: 'title', width: 260, ellipsis: true },
    {
      title: t('fields.subTitle'),
      dataIndex: 'subTitle',
      width: 200,
      ellipsis: true,
      render: (v: string | null) => v || '—',
    },
    {
      title: t('fields.audience'),
      dataIndex: 'audience',
      width: 140,
      ellipsis: true,
      render: (_, row) => audienceLabel(row, (key, options) => t(key, options ?? {}), roles.data),
    },
    {
      title: t('fields.publishAt'),
      dataIndex: 'publishAt',
      width: 200,
      render: (v: string, row) => (
        <Space size={4}>
          {formatDateTime(v, i18n.language)}
          {!row.published && <Tag color="blue">{t('scheduled')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('fields.readCount'),
      key: 'read',
      width: 120,
      render: (_, row) => `${row.read} / ${row.recipients}`,
    },
    {
      title: '',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Popconfirm
          title={t('deleteConfirm')}
          onConfirm={() => remove.mutateAsync(row.id).then(() => feedback.message.success(t('deleted')))}
        >
          <Button type="link" danger data-testid={`message-delete-${row.id}`}>
            {t('delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <ListCard
      title={t('config.title')}
      createLabel={t('config.create')}
      createTestId="message-create"
      onCreate={() => setCreating(true)}
    >
      <Space style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('config.allTypes')}
          aria-label={t('config.allTypes')}
          value={type}
          options={SYS_MESSAGE_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          onChange={(v) => {
            setType(v);
            toFirstPage(setPaging);
          }}
        />
      </Space>
      <PagedTable<SysMessageAdmin>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1160}
        rowTestId={(row) => `message-row-${row.id}`}
      />
      {creating && <PublishMessageModal onClose={() => setCreating(false)} />}
    </ListCard>
  );
}
