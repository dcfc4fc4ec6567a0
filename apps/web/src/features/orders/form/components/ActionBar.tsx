import { parseMinor, type Quote } from '@shiplabel/shared';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../../app/format.ts';

interface Props {
  chosen: Quote | null;
  fundsError: string | null;
  savingDraft: boolean;
  creatingLabel: boolean;
  onSaveDraft: () => void;
  onCreateLabel: () => void;
}

/** The chosen service and what the wallet must hold, then "Save as draft" and "Create label". */
export function ActionBar({
  chosen,
  fundsError,
  savingDraft,
  creatingLabel,
  onSaveDraft,
  onCreateLabel,
}: Props) {
  const { t } = useTranslation('orderForm');
  const busy = savingDraft || creatingLabel;
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
