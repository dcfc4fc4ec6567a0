import { PlusOutlined } from '@ant-design/icons';
import { MAX_PARCELS_PER_SHIPMENT } from '@shiplabel/shared';
import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../app/feedback.ts';
import { newParcel } from '../orderFormModel.ts';
import { canRemoveParcel } from '../orderFormRules.ts';
import { InsuranceTerms, PenaltyNotice } from './ParcelNotices.tsx';
import { ParcelRow } from './ParcelRow.tsx';

/**
 * The parcels: add up to the shipment limit, remove any but the last (spec section 4); the false size or
 * weight penalty and the insurance terms above them.
 */
export function ParcelsCard({ onRatedChange }: { onRatedChange: () => void }) {
  const { t } = useTranslation('orderForm');
  return (
    <Card title={t('parcel.listTitle')}>
      <PenaltyNotice />
      <InsuranceTerms />
      <Form.List name="parcels">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <ParcelRow
                key={field.key}
                name={field.name}
                index={index}
                onRatedChange={onRatedChange}
                onRemove={() => {
                  if (!canRemoveParcel(fields.length)) {
                    feedback.message.warning(t('parcel.atLeastOne'));
                    return;
                  }
                  remove(field.name);
                  onRatedChange();
                }}
              />
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_PARCELS_PER_SHIPMENT}
              onClick={() => {
                add(newParcel());
                onRatedChange();
              }}
              data-testid="parcel-add"
            >
              {t('parcel.add')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
