import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { useOrderDetail, useOrderMutation } from '../../orders/hooks/useOrders.ts';
import type { OperationTarget } from '../../orders/list/useOrderOperations.ts';
import { ordersApi } from '../../orders/orders.api.ts';

interface Values {
  approve: boolean;
  reason: string;
}

/**
 * The cancel audit of an order in cancellation (6): approving refunds it (-> 4), rejecting puts it back in
 * transit (-> 8) and needs a reason the customer will read. When the carrier already voided the label the
 * server leaves 'cancelReject' out of the order's actions: Reject is disabled with the reason.
 */
export function CancelAuditModal({ order, onClose }: { order: OperationTarget; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Values>();
  const approve = Form.useWatch('approve', form);
  const audit = useOrderMutation(ordersApi.cancelAudit);
  const detail = useOrderDetail('admin', order.id);
  const voided = detail.data ? !detail.data.actions.includes('cancelReject') : false;
  const submit = (values: Values) =>
    audit.mutate(
      { orderId: order.id, approve: values.approve, reason: values.reason ?? '' },
      {
        onSuccess: () => {
          feedback.message.success(t(values.approve ? 'audit.approved' : 'audit.rejected'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('audit.title', { orderNo: order.orderNo })}
      onCancel={onClose}
      onOk={form.submit}
      okText={t('audit.submit')}
      cancelText={t('operations.back')}
      confirmLoading={audit.isPending}
      okButtonProps={{ 'data-testid': 'cancel-audit-submit' } as never}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ approve: true, reason: '' }}
        onFinish={submit}
      >
        {voided && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('audit.voidedNoReject')}
            data-testid="cancel-audit-voided"
          />
        )}
        <Form.Item name="approve" label={t('audit.decision')}>
          <Radio.Group data-testid="cancel-audit-decision">
            <Radio value={true} data-testid="cancel-audit-approve">
              {t('audit.approve')}
            </Radio>
            <Radio value={false} disabled={voided} data-testid="cancel-audit-reject">
              {t('audit.reject')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('audit.reason')}
          rules={[
            { required: approve === false, whitespace: true, message: t('audit.reasonRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="cancel-audit-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
