import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportRow, ImportSummary, Locale } from '@shiplabel/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Progress,
  Radio,
  Result,
  Segmented,
  Space,
  Statistic,
  Steps,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listPagination } from '../../../app/components/listPagination.ts';
import { feedback } from '../../../app/feedback.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { currentLocale } from '../../../app/i18n/i18n.ts';
import { ACCEPTED_FILES, currentStep, draftsToCreate, isBusy, progressPercent } from '../importSteps.ts';
import { importsApi, type RowFilter } from '../imports.api.ts';

const POLL_MS = 1_000;

/**
 * Import orders from a spreadsheet (issue 6): download the template, upload an .xlsx or CSV, see every
 * row's result (nothing is created yet), then create drafts from the valid rows or fix and re-upload.
 */
export default function ImportOrdersPage() {
  const { t } = useTranslation('imports');
  const [templateLocale, setTemplateLocale] = useState<Locale>(currentLocale());
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [filter, setFilter] = useState<RowFilter>('invalid');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 50 });
  const id = summary?.id;

  // While a job validates or creates, the import's own progress is polled.
  useQuery({
    queryKey: ['imports', 'summary', id],
    enabled: Boolean(id) && isBusy(summary),
    refetchInterval: POLL_MS,
    queryFn: async () => {
      const next = await importsApi.summary(id!);
      setSummary(next);
      return next;
    },
  });
  const rows = useQuery({
    queryKey: ['imports', 'rows', id, summary?.status, summary?.draftsCreated, filter, paging],
    enabled: Boolean(id) && !isBusy(summary) && summary?.status !== 'failed',
    queryFn: () => importsApi.rows(id!, { filter, ...paging }),
  });

  const upload = useMutation({
    mutationFn: (file: File) => importsApi.upload(file, setUploadPercent),
    onSuccess: (next) => {
      setSummary(next);
      setFilter(next.invalid > 0 ? 'invalid' : 'all');
      setPaging((p) => ({ ...p, pageNum: 1 }));
    },
    onSettled: () => setUploadPercent(null),
  });
  const create = useMutation({
    mutationFn: (key: string) => importsApi.createDrafts(id!, key),
    onSuccess: async (result) => {
      if (result.status === 'created')
        feedback.message.success(t('drafts.created', { count: result.created }));
      setSummary(await importsApi.summary(id!));
    },
  });
  const submission = useSubmission();
  const template = useMutation({ mutationFn: () => importsApi.template(templateLocale) });

  const columns = [
    { title: t('table.row'), dataIndex: 'row', width: 90 },
    {
      title: t('table.result'),
      dataIndex: 'valid',
      width: 110,
      render: (valid: boolean, row: ImportRow) =>
        row.orderId ? (
          <Tag color="blue">{t('table.draft')}</Tag>
        ) : valid ? (
          <Tag color="green">{t('table.valid')}</Tag>
        ) : (
          <Tag color="red">{t('table.invalid')}</Tag>
        ),
    },
    { title: t('table.orderNo'), dataIndex: 'orderNo', width: 160 },
    { title: t('table.recipient'), dataIndex: 'recipient', width: 180 },
    {
      title: t('table.problems'),
      dataIndex: 'errors',
      render: (errors: ImportRow['errors']) =>
        errors.length === 0 ? (
          '-'
        ) : (
          <ul className="import-errors-list" style={{ margin: 0, paddingInlineStart: 16 }}>
            {errors.map((e) => (
              <li key={`${e.column}:${e.message}`}>
                {e.field && <Typography.Text strong>{e.field}</Typography.Text>}
                {e.field && ': '}
                {e.message}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const busy = isBusy(summary);
  const left = summary ? draftsToCreate(summary) : 0;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="import-page">
      <Card>
        <Steps
          current={currentStep(summary)}
          items={[
            { title: t('steps.template') },
            { title: t('steps.upload') },
            { title: t('steps.check') },
            { title: t('steps.drafts') },
          ]}
        />
      </Card>

      <Card title={t('template.title')}>
        <Space wrap>
          <Typography.Text>{t('template.language')}</Typography.Text>
          <Radio.Group
            value={templateLocale}
            onChange={(e) => setTemplateLocale(e.target.value as Locale)}
            optionType="button"
            options={[
              { value: 'en-US', label: 'English' },
              { value: 'zh-CN', label: '中文' },
            ]}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={template.isPending}
            onClick={() => template.mutate()}
            data-testid="import-template"
          >
            {t('template.download')}
          </Button>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('template.help')}
        </Typography.Paragraph>
      </Card>

      <Card title={t('upload.title')}>
        <Upload.Dragger
          accept={ACCEPTED_FILES}
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending || busy}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
          data-testid="import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('upload.drop')}</p>
          <p className="ant-upload-hint">{t('upload.hint')}</p>
        </Upload.Dragger>
        {uploadPercent !== null && (
          <Progress
            percent={uploadPercent}
            status="active"
            style={{ marginTop: 12 }}
            data-testid="import-upload-progress"
          />
        )}
        {upload.isError && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title={upload.error.message}
            data-testid="import-upload-error"
          />
        )}
      </Card>

      {summary && (
        <Card title={t('summary.title', { filename: summary.filename })} data-testid="import-summary">
          {busy && (
            <div data-testid="import-progress">
              <Typography.Text>
                {summary.status === 'validating'
                  ? t('summary.validating', { processed: summary.processed, total: summary.total })
                  : t('summary.creating', { done: summary.draftsCreated, total: summary.valid })}
              </Typography.Text>
              <Progress percent={progressPercent(summary)} status="active" />
            </div>
          )}
          {summary.status === 'failed' && (
            <Alert type="error" showIcon title={summary.error ?? t('summary.failed')} />
          )}
          {!busy && summary.status !== 'failed' && (
            <Space size={48} wrap>
              <Statistic title={t('summary.total')} value={summary.total} />
              <Statistic
                title={t('summary.valid')}
                value={summary.valid}
                styles={{ content: { color: '#00B42A' } }}
              />
              <Statistic
                title={t('summary.invalid')}
                value={summary.invalid}
                styles={{ content: { color: '#F53F3F' } }}
              />
              <Statistic title={t('summary.drafts')} value={summary.draftsCreated} />
            </Space>
          )}
          {summary.status === 'created' && (
            <Result
              status="success"
              title={t('drafts.done', { count: summary.draftsCreated })}
              extra={
                <Link to="/orderManager/draft" data-testid="import-draft-link">
                  {t('drafts.link')}
                </Link>
              }
            />
          )}
          {!busy && summary.status === 'validated' && (
            <Descriptions size="small" column={1} style={{ marginTop: 16 }}>
              <Descriptions.Item label={t('summary.next')}>
                {summary.invalid > 0 ? t('summary.fixHint') : t('summary.allValid')}
              </Descriptions.Item>
            </Descriptions>
          )}
          {!busy && summary.status === 'validated' && (
            <Space style={{ marginTop: 8 }} wrap>
              <Button
                type="primary"
                disabled={left === 0}
                loading={create.isPending || submission.busy}
                onClick={() => void submission.run((key) => create.mutateAsync(key).catch(() => undefined))}
                data-testid="import-create-drafts"
              >
                {t('drafts.create', { count: left })}
              </Button>
              {summary.draftsCreated > 0 && <Link to="/orderManager/draft">{t('drafts.link')}</Link>}
            </Space>
          )}
        </Card>
      )}

      {summary && !busy && summary.status !== 'failed' && (
        <Card
          title={t('table.title')}
          extra={
            <Segmented<RowFilter>
              value={filter}
              onChange={(value) => {
                setFilter(value);
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
              options={[
                { value: 'invalid', label: t('filter.invalid') },
                { value: 'valid', label: t('filter.valid') },
                { value: 'all', label: t('filter.all') },
              ]}
              data-testid="import-filter"
            />
          }
        >
          <Table<ImportRow>
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={rows.data?.list ?? []}
            loading={rows.isFetching}
            virtual
            scroll={{ y: 520 }}
            pagination={{
              current: paging.pageNum,
              pageSize: paging.pageSize,
              total: rows.data?.total ?? 0,
              ...listPagination(t),
              onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
            }}
            data-testid="import-errors"
          />
        </Card>
      )}
    </Space>
  );
}
