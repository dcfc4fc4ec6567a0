import type { OrderListItem } from '@shiplabel/shared';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ToolbarAction } from '../list/toolbarActions.tsx';
import type { OrderSource } from '../orders.api.ts';
import { BatchJobModal } from './BatchJobModal.tsx';
import { BATCH_JOB_PARAM, type BulkAction, placeable } from './bulkActions.ts';
import { CreateLabelsModal } from './CreateLabelsModal.tsx';
import { EstimateResultsModal } from './EstimateResultsModal.tsx';
import { ValidateResultsModal } from './ValidateResultsModal.tsx';

interface Props {
  source: OrderSource;
  actions: readonly BulkAction[];
  selected: readonly OrderListItem[];
  /** The label batch finished or was left: the list reloads and the selection is cleared. */
  onChanged: () => void;
}

const TEST_IDS: Record<BulkAction, string> = {
  create: 'batch-create',
  estimate: 'batch-estimate',
  validate: 'batch-validate',
};

/**
 * Server-side batches of the selected orders (issue 6). A running label batch's id stays in the URL
 * (?batchJob=), so closing the dialog, reloading or coming back later shows its progress again.
 * `extra` holds the dialogs and the link back to a hidden batch, shown wherever the actions are.
 */
export function useBulkActions({ source, actions, selected, onChanged }: Props): {
  items: ToolbarAction[];
  extra: ReactNode;
} {
  const { t } = useTranslation('bulk');
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<BulkAction | null>(null);
  // The ids at the moment the dialog opened: the selection may change behind an open dialog.
  const [orderIds, setOrderIds] = useState<string[]>([]);
  const jobId = params.get(BATCH_JOB_PARAM);
  const [jobShown, setJobShown] = useState(Boolean(jobId));

  const setJob = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(BATCH_JOB_PARAM, id);
        else next.delete(BATCH_JOB_PARAM);
        return next;
      },
      { replace: true },
    );

  const openAction = (action: BulkAction) => {
    setOrderIds(selected.map((o) => o.id));
    setOpen(action);
  };

  const disabled = (action: BulkAction) =>
    selected.length === 0 || (action === 'create' && placeable(selected).length === 0);

  const items = actions.map((action) => ({
    key: action,
    label: t(`batch.${action}.button`, { count: selected.length }),
    testId: TEST_IDS[action],
    disabled: disabled(action),
    onClick: () => openAction(action),
  }));
  const extra = (
    <>
      {jobId && !jobShown && (
        <Button type="link" onClick={() => setJobShown(true)} data-testid="batch-job-show">
          {t('batch.job.show')}
        </Button>
      )}
      {open === 'create' && (
        <CreateLabelsModal
          source={source}
          selected={selected}
          onClose={() => setOpen(null)}
          onStarted={(id) => {
            setOpen(null);
            setJob(id);
            setJobShown(true);
          }}
        />
      )}
      {open === 'estimate' && (
        <EstimateResultsModal source={source} orderIds={orderIds} onClose={() => setOpen(null)} />
      )}
      {open === 'validate' && (
        <ValidateResultsModal source={source} orderIds={orderIds} onClose={() => setOpen(null)} />
      )}
      {jobId && jobShown && (
        <BatchJobModal
          source={source}
          jobId={jobId}
          onFinished={onChanged}
          onHide={() => setJobShown(false)}
          onDismiss={() => {
            setJobShown(false);
            setJob(null);
            onChanged();
          }}
        />
      )}
    </>
  );
  return { items, extra };
}
