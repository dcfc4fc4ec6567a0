import { DownloadOutlined, FileExcelOutlined, FileZipOutlined, ProfileOutlined } from '@ant-design/icons';
import type { OrderListItem, OrderViewName } from '@shiplabel/shared';
import { App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFilters, OrderSource } from '../orders.api.ts';
import { DownloadJobModal } from './DownloadJobModal.tsx';
import { type DownloadOutcome, downloadsApi } from './downloads.api.ts';
import {
  type DownloadKind,
  downloadsOf,
  type LabelNaming,
  manifestRequestOf,
  targetOf,
} from './downloads.ts';

interface Props {
  source: OrderSource;
  view: OrderViewName;
  selected: readonly OrderListItem[];
  filters: OrderFilters;
  /** A manifest was created: its orders changed (the list reloads). */
  onManifest: () => void;
}

/**
 * The list's downloads (issue 6): labels as one PDF or a zip named by order or tracking number, the
 * export, drafts for editing, the manifest. They cover the selected orders, or with none selected the
 * whole filtered list. Large ones come back as a server job shown with its progress.
 */
export function DownloadsBar({ source, view, selected, filters, onManifest }: Props) {
  const { t } = useTranslation('bulk');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const [naming, setNaming] = useState<LabelNaming>('orderNo');
  const [jobId, setJobId] = useState<string | null>(null);
  const kinds = downloadsOf(view, source);
  const target = targetOf(selected, filters);
  const scope =
    selected.length > 0 ? t('downloads.selected', { count: selected.length }) : t('downloads.all');

  const run = async (kind: DownloadKind, call: () => Promise<DownloadOutcome>) => {
    setBusy(kind);
    try {
      const outcome = await call();
      if (outcome.kind === 'job') {
        setJobId(outcome.jobId);
        return;
      }
      if (outcome.skippedCount > 0) {
        message.warning(
          t('downloads.skipped', { count: outcome.skippedCount, orders: outcome.skippedOrders.join(', ') }),
          6,
        );
      }
      if (kind === 'manifest') onManifest();
    } catch {
      // The HTTP client has shown the server's message (e.g. an order already on a manifest).
    } finally {
      setBusy(null);
    }
  };

  const createManifest = () => {
    const check = manifestRequestOf(selected, filters);
    if (!check.ok) {
      message.error(t(`downloads.manifestRefused.${check.reason}`));
      return;
    }
    void run('manifest', () => downloadsApi.manifest(check.target, check.channelId));
  };

  const button = (kind: DownloadKind, testId: string, icon: React.ReactNode, onClick: () => void) => (
    <Button
      key={kind}
      icon={icon}
      loading={busy === kind}
      disabled={busy !== null && busy !== kind}
      onClick={onClick}
      data-testid={testId}
    >
      {t(`downloads.button.${kind}`, { scope })}
    </Button>
  );

  return (
    <Space wrap>
      {kinds.includes('labelsPdf') &&
        button(
          'labelsPdf',
          'download-labels-pdf',
          <DownloadOutlined />,
          () => void run('labelsPdf', () => downloadsApi.labelsPdf(source, target)),
        )}
      {kinds.includes('labelsZip') && (
        <Space.Compact>
          {button(
            'labelsZip',
            'download-labels-zip',
            <FileZipOutlined />,
            () => void run('labelsZip', () => downloadsApi.labelsZip(source, target, naming)),
          )}
          <Select<LabelNaming>
            value={naming}
            onChange={setNaming}
            style={{ width: 170 }}
            aria-label={t('downloads.naming.label')}
            options={[
              { value: 'orderNo', label: t('downloads.naming.orderNo') },
              { value: 'trackingNo', label: t('downloads.naming.trackingNo') },
            ]}
            data-testid="download-labels-naming"
          />
        </Space.Compact>
      )}
      {kinds.includes('export') &&
        button(
          'export',
          'export-orders',
          <FileExcelOutlined />,
          () => void run('export', () => downloadsApi.exportOrders(source, target)),
        )}
      {kinds.includes('drafts') &&
        button(
          'drafts',
          'download-drafts',
          <FileExcelOutlined />,
          () => void run('drafts', () => downloadsApi.drafts(target)),
        )}
      {kinds.includes('manifest') &&
        button('manifest', 'create-manifest', <ProfileOutlined />, createManifest)}
      {jobId && <DownloadJobModal source={source} jobId={jobId} onClose={() => setJobId(null)} />}
    </Space>
  );
}
