import { DownloadOutlined, FileExcelOutlined, FileZipOutlined, ProfileOutlined } from '@ant-design/icons';
import type { OrderListItem, OrderViewName } from '@shiplabel/shared';
import { App, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ToolbarAction, ToolbarButton } from '../list/toolbarActions.tsx';
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
 * whole filtered list. Large ones come back as a server job shown with its progress. The zip's file
 * naming is a select beside its button on a desktop (`naming`) and two choices under it on a phone.
 */
export function useDownloads({ source, view, selected, filters, onManifest }: Props): {
  items: ToolbarAction[];
  naming: ReactNode;
  extra: ReactNode;
} {
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
      if (outcome.missingLabelOrders.length > 0) {
        message.error(t('downloads.missingLabels', { orders: outcome.missingLabelOrders.join(', ') }), 10);
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

  const action = (kind: DownloadKind, testId: string, icon: ReactNode, onClick: () => void) => ({
    key: kind,
    label: t(`downloads.button.${kind}`, { scope }),
    testId,
    icon,
    loading: busy === kind,
    disabled: busy !== null && busy !== kind,
    onClick,
  });
  const zip = (by: LabelNaming) => void run('labelsZip', () => downloadsApi.labelsZip(source, target, by));
  const namingChoices = (['orderNo', 'trackingNo'] as const).map((by) => ({
    key: `labelsZip-${by}`,
    label: t(`downloads.naming.${by}`),
    testId: `download-labels-zip-${by}`,
    onClick: () => {
      setNaming(by);
      zip(by);
    },
  }));

  const items: ToolbarAction[] = [];
  if (kinds.includes('labelsPdf'))
    items.push(
      action(
        'labelsPdf',
        'download-labels-pdf',
        <DownloadOutlined />,
        () => void run('labelsPdf', () => downloadsApi.labelsPdf(source, target)),
      ),
    );
  if (kinds.includes('labelsZip'))
    items.push({
      ...action('labelsZip', 'download-labels-zip', <FileZipOutlined />, () => zip(naming)),
      choices: namingChoices,
    });
  if (kinds.includes('export'))
    items.push(
      action(
        'export',
        'export-orders',
        <FileExcelOutlined />,
        () => void run('export', () => downloadsApi.exportOrders(source, target)),
      ),
    );
  if (kinds.includes('drafts'))
    items.push(
      action(
        'drafts',
        'download-drafts',
        <FileExcelOutlined />,
        () => void run('drafts', () => downloadsApi.drafts(target)),
      ),
    );
  if (kinds.includes('manifest'))
    items.push(action('manifest', 'create-manifest', <ProfileOutlined />, createManifest));

  const namingSelect = (
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
  );
  const extra = jobId && <DownloadJobModal source={source} jobId={jobId} onClose={() => setJobId(null)} />;
  return { items, naming: namingSelect, extra };
}

/** A desktop's download buttons, the zip's with its naming select beside it. */
export function DownloadButtons({ items, naming }: { items: readonly ToolbarAction[]; naming: ReactNode }) {
  return (
    <Space wrap>
      {items.map((item) =>
        item.key === 'labelsZip' ? (
          <Space.Compact key={item.key}>
            <ToolbarButton action={item} />
            {naming}
          </Space.Compact>
        ) : (
          <ToolbarButton key={item.key} action={item} />
        ),
      )}
    </Space>
  );
}
