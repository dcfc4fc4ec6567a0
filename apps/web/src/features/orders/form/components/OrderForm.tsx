import type { OrderDetail } from '@shiplabel/shared';
import { Alert, Col, Form, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderForms } from '../hooks/orderForms.ts';
import { useOrderSubmit } from '../hooks/useOrderSubmit.ts';
import { useRateComparison } from '../hooks/useRateComparison.ts';
import type { InitialForms } from '../initialForms.ts';
import { type AddressFormValues, isInternational, type OrderFormValues } from '../orderFormModel.ts';
import { affectsRates } from '../orderFormRules.ts';
import { ActionBar } from './ActionBar.tsx';
import { AddressCard } from './AddressCard.tsx';
import { CustomsCard } from './CustomsCard.tsx';
import { OptionsCard } from './OptionsCard.tsx';
import { OrderBasicsCard } from './OrderBasicsCard.tsx';
import { ParcelsCard } from './ParcelsCard.tsx';
import { RatesCard } from './RatesCard.tsx';

interface Props {
  initial: InitialForms;
  /** The draft being edited, if any. */
  draft: OrderDetail | null;
}

/**
 * The order form: sender and recipient (each its own form), then the order itself; rates are compared
 * inline and the chosen service is what "Create label" buys.
 */
export function OrderForm({ initial, draft }: Props) {
  const { t } = useTranslation('orderForm');
  const [order] = Form.useForm<OrderFormValues>();
  const [from] = Form.useForm<AddressFormValues>();
  const [to] = Form.useForm<AddressFormValues>();
  const forms: OrderForms = { order, from, to };
  // A draft's saved quote stays chosen until something priced changes.
  const rates = useRateComparison(forms, draft?.baseInfo ?? null);
  const submit = useOrderSubmit(forms, draft?.id ?? null, rates.chosen);
  const fromCountry = Form.useWatch('countryCode', from);
  const toCountry = Form.useWatch('countryCode', to);
  const international = isInternational(fromCountry, toCountry);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="new-order">
      {draft && <Alert type="info" showIcon title={t('editingDraft', { orderNo: draft.orderNo })} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <AddressCard side="from" form={from} initialValues={initial.from} onRatedChange={rates.stale} />
        </Col>
        <Col xs={24} xl={12}>
          <AddressCard side="to" form={to} initialValues={initial.to} onRatedChange={rates.stale} />
        </Col>
      </Row>
      <Form<OrderFormValues>
        form={order}
        layout="vertical"
        initialValues={initial.order}
        onValuesChange={(changed) => {
          if (affectsRates(changed, 'order')) rates.stale();
        }}
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <OrderBasicsCard />
          <ParcelsCard onRatedChange={rates.stale} />
          {international && <CustomsCard />}
          <OptionsCard />
        </Space>
      </Form>
      <RatesCard
        result={rates.result}
        chosen={rates.chosen}
        comparing={rates.comparing}
        onCompare={() => void rates.compare()}
        onChoose={rates.choose}
        suggestion={rates.suggestion}
      />
      <ActionBar
        chosen={rates.chosen}
        fundsError={submit.fundsError}
        leftDraft={submit.leftDraft}
        busy={submit.busy}
        savingDraft={submit.savingDraft}
        creatingLabel={submit.creatingLabel}
        onSaveDraft={submit.saveDraft}
        onCreateLabel={submit.createLabel}
      />
    </Space>
  );
}
