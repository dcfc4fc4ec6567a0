import type { OrderDetail } from '@shiplabel/shared';
import { Alert, Col, Form, Row, Space, Spin } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderForms } from '../hooks/orderForms.ts';
import { useOrderPreload } from '../hooks/useOrderPreload.ts';
import { useOrderSubmit } from '../hooks/useOrderSubmit.ts';
import { useRateComparison } from '../hooks/useRateComparison.ts';
import {
  type AddressFormValues,
  emptyOrderForm,
  isInternational,
  type OrderFormValues,
} from '../orderFormModel.ts';
import { affectsRates } from '../orderFormRules.ts';
import { ActionBar } from './ActionBar.tsx';
import { AddressCard } from './AddressCard.tsx';
import { CustomsCard } from './CustomsCard.tsx';
import { OptionsCard } from './OptionsCard.tsx';
import { OrderBasicsCard } from './OrderBasicsCard.tsx';
import { ParcelsCard } from './ParcelsCard.tsx';
import { RatesCard } from './RatesCard.tsx';

/**
 * The new-order form: sender and recipient (each its own form), then the order itself; rates are compared
 * inline and the chosen service is what "Create label" buys. `?id=` edits a draft.
 */
export function NewOrderScreen() {
  const { t } = useTranslation('orderForm');
  const [order] = Form.useForm<OrderFormValues>();
  const [from] = Form.useForm<AddressFormValues>();
  const [to] = Form.useForm<AddressFormValues>();
  const forms: OrderForms = { order, from, to };
  const rates = useRateComparison(forms);
  const { restore } = rates;
  const onDraft = useCallback((draft: OrderDetail) => restore(draft.baseInfo), [restore]);
  const preload = useOrderPreload(forms, onDraft);
  const submit = useOrderSubmit(forms, preload.orderId, rates.chosen);
  const fromCountry = Form.useWatch('countryCode', from);
  const toCountry = Form.useWatch('countryCode', to);
  const international = isInternational(fromCountry, toCountry);

  return (
    <Spin spinning={preload.loading}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="new-order">
        {preload.draft && (
          <Alert type="info" showIcon title={t('editingDraft', { orderNo: preload.draft.orderNo })} />
        )}
        {preload.loadFailed && <Alert type="error" showIcon title={t('loadFailed')} />}
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <AddressCard side="from" form={from} onRatedChange={rates.stale} />
          </Col>
          <Col xs={24} xl={12}>
            <AddressCard side="to" form={to} onRatedChange={rates.stale} />
          </Col>
        </Row>
        <Form<OrderFormValues>
          form={order}
          layout="vertical"
          initialValues={emptyOrderForm()}
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
        />
        <ActionBar
          chosen={rates.chosen}
          fundsError={submit.fundsError}
          savingDraft={submit.savingDraft}
          creatingLabel={submit.creatingLabel}
          onSaveDraft={() => void submit.saveDraft()}
          onCreateLabel={() => void submit.createLabel()}
        />
      </Space>
    </Spin>
  );
}
