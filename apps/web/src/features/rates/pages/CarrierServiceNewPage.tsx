import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { applyChannelErrors } from '../../channels/channelErrors.ts';
import { settingsFormOf } from '../channelSettings.ts';
import { ChannelFields, type ChannelFormValues, channelInputOf } from '../components/ChannelFields.tsx';
import { useCarriers, useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';

/** New carrier service: a channel with its carrier's default services, then back to the tree. */
export default function CarrierServiceNewPage() {
  const { t } = useTranslation('rates');
  const navigate = useNavigate();
  const [form] = Form.useForm<ChannelFormValues>();
  const carriers = useCarriers();
  const carrierOf = (code: string) => carriers.data?.find((c) => c.code === code);
  const create = useRatesMutation((values: ChannelFormValues) =>
    ratesApi.createChannel(channelInputOf(values, {}, carrierOf(values.carrierCode))),
  );
  return (
    <Card title={t('carriers.newTitle')} style={{ maxWidth: 760 }}>
      <Form<ChannelFormValues>
        form={form}
        layout="vertical"
        initialValues={{ carrierCode: 'sandbox', currency: 'USD', mode: 'test', ...settingsFormOf({}) }}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              feedback.message.success(t('common.created'));
              navigate('/adminSettings/permission/carrierService');
            },
            onError: (error) => applyChannelErrors(form, error, carrierOf(values.carrierCode)),
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
