import { parseMinor, type Quote } from '@shiplabel/shared';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../../app/format.ts';
import { DRAFT_LIST_PATH, type LeftDraft } from '../hooks/useOrderSubmit.ts';

interface Props {
  chosen: Quote | null;
  fundsError: string | null;
  /** "Create label" saved the draft but bought no label. */
  leftDraft: LeftDraft | null;
  /** A submission is in flight: both buttons wait for it. */
  busy: boolean;
  savingDraft: boolean;
  creatingLabel: boolean;
  onSaveDraft: () => void;
  onCreateLabel: () => void;
}

/** The chosen service and what the wallet must hold, then "Save as draft" and "Create label". */
export function ActionBar({
  chosen,
  fundsError,
  leftDraft,
  busy,
  savingDraft,
  creatingLabel,
  onSaveDraft,
  onCreateLabel,
}: Props) {
  const { t } = useTranslation('orderForm');
  // The wallet must also hold the temporary deposit; say so only when there is one.
  const chosenText = (q: Quote) =>
    t(parseMinor(q.depositAmount) ? 'actions.chosenWithDeposit' : 'actions.chosen', {
      service: q.serviceName,
      total: formatMoney(q.totalAmount, q.currency),
      payable: formatMoney(q.payableAmount, q.currency),
    });
  return (
    <Card>
      {fundsError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={fundsError}
          action={<Link to="/postage/recharge">{t('actions.recharge')}</Link>}
          data-testid="order-funds-error"
        />
      )}
      {leftDraft && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('actions.leftDraft', { orderNo: leftDraft.orderNo })}
          description={leftDraft.reason}
          action={<Link to={DRAFT_LIST_PATH}>{t('actions.draftList')}</Link>}
          data-testid="order-left-draft"
        />
      )}
      <Space wrap size={16} style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text data-testid="order-chosen">
          {chosen ? chosenText(chosen) : t('actions.noneChosen')}
        </Typography.Text>
        <Space>
          <Button onClick={onSaveDraft} loading={savingDraft} disabled={busy} data-testid="order-save-draft">
            {t('actions.saveDraft')}
          </Button>
          <Button
            type="primary"
            onClick={onCreateLabel}
            loading={creatingLabel}
            disabled={busy}
            data-testid="order-submit"
          >
            {t('actions.createLabel')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
