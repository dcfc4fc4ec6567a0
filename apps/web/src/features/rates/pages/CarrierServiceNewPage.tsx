import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { settingsFormOf } from '../channelSettings.ts';
import { ChannelFields, type ChannelFormValues, channelInputOf } from '../components/ChannelFields.tsx';
import { useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';

/** New carrier service: a channel with its carrier's default services, then back to the tree. */
export default function CarrierServiceNewPage() {
  const { t } = useTranslation('rates');
  const navigate = useNavigate();
  const [form] = Form.useForm<ChannelFormValues>();
  const create = useRatesMutation((values: ChannelFormValues) =>
    ratesApi.createChannel(channelInputOf(values)),
  );
  return (
    <Card title={t('carriers.newTitle')} style={{ maxWidth: 760 }}>
      <Form<ChannelFormValues>
        form={form}
        layout="vertical"
        initialValues={{ carrierCode: 'sandbox', currency: 'USD', ...settingsFormOf({}) }}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              feedback.message.success(t('common.created'));
              navigate('/adminSettings/permission/carrierService');
            },
            onError: (error) => applyServerErrors(form, error),
          })
        }
      >
        <ChannelFields editing={false} />
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="channel-new-save">
          {t('carriers.createWithServices')}
        </Button>
      </Form>
    </Card>
  );
}
