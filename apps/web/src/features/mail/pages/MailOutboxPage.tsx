import { ReloadOutlined } from '@ant-design/icons';
import { MAIL_STATUSES, type MailOutboxItem, type MailStatus } from '@shiplabel/shared';
import { Button, Card, Select, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { formatDateTime } from '../../../app/format.ts';
import type { OutboxFilters } from '../mail.api.ts';
import { useMailOutbox } from '../useMailOutbox.ts';

const STATUS_COLOR: Record<MailStatus, string> = { queued: 'processing', sent: 'success', failed: 'error' };

/**
 * /maintenance/mailOutbox (issue 13): every e-mail the platform sent or is about to send, newest first,
 * searchable by address, with its text, so an operator can read a sign-up code when no SMTP server is set
 * (the mail then goes to the log only) and see why a mail failed.
 */
export default function MailOutboxPage() {
  const { t, i18n } = useTranslation('mail');
  const [filters, setFilters] = useState<OutboxFilters>({});
  const [paging, setPaging] = usePaging();
  const list = useMailOutbox(filters, paging);

  const update = (next: Partial<OutboxFilters>) => {
    toFirstPage(setPaging);
    setFilters((f) => ({ ...f, ...next }));
  };

  const columns: TableColumnsType<MailOutboxItem> = [
    {
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      width: 190,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    { title: t('columns.to'), dataIndex: 'to', width: 240, ellipsis: true },
    { title: t('columns.subject'), dataIndex: 'subject', width: 260, ellipsis: true },
    {
      title: t('columns.text'),
      dataIndex: 'text',
      width: 380,
      render: (text: string, row) => (
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0, fontSize: 12 }}
          ellipsis={{ rows: 3, expandable: true, symbol: t('more') }}
          data-testid={`mail-text-${row.id}`}
        >
          {text}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (status: MailStatus, row) => (
        <Space size={4} direction="vertical">
          <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>
          {row.transport && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`transport.${row.transport}`, row.transport)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('columns.attempts'),
      dataIndex: 'attempts',
      width: 110,
      align: 'right',
      render: (attempts: number, row) =>
        row.lastError ? (
          <Tooltip title={row.lastError}>
            <Typography.Text type="danger">{attempts}</Typography.Text>
          </Tooltip>
        ) : (
          attempts
        ),
    },
    {
      title: t('columns.sentAt'),
      dataIndex: 'sentAt',
      width: 190,
      render: (v: string | null, row) =>
        v
          ? formatDateTime(v, i18n.language)
          : row.nextAttemptAt
            ? t('nextAttempt', { time: formatDateTime(row.nextAttemptAt, i18n.language) })
            : '-',
    },
    {
      title: t('columns.language'),
      dataIndex: 'locale',
      width: 110,
      render: (locale: string) => t(`locales.${locale}`, locale),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} data-testid="mail-refresh">
          {t('refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('filters.email')}
          width={260}
          testId="mail-email-filter"
          onSearch={(email) => update({ email: email || undefined })}
        />
        <Select<MailStatus>
          allowClear
          placeholder={t('filters.allStatuses')}
          aria-label={t('filters.allStatuses')}
          style={{ width: 160 }}
          value={filters.status}
          onChange={(status) => update({ status })}
          options={MAIL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          data-testid="mail-status-filter"
        />
      </Space>
      <PagedTable<MailOutboxItem>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1630}
        rowTestId={(row) => `mail-row-${row.to}`}
      />
    </Card>
  );
}
