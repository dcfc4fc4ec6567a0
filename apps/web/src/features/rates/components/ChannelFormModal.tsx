import type { ChannelWithServices } from '@shiplabel/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { settingsFormOf } from '../channelSettings.ts';
import { useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';
import { ChannelFields, type ChannelFormValues, channelInputOf } from './ChannelFields.tsx';

export function ChannelFormModal({
  channel,
  onClose,
}: {
  channel: ChannelWithServices | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rates');
  const [form] = Form.useForm<ChannelFormValues>();
  const save = useRatesMutation((values: ChannelFormValues) =>
    channel
      ? ratesApi.updateChannel(channel.id, channelInputOf(values, channel.settings))
      : ratesApi.createChannel(channelInputOf(values)),
  );
  const initial: ChannelFormValues = channel
    ? {
        carrierCode: channel.carrierCode,
        name: channel.name,
        currency: channel.currency as 'USD',
        remark: channel.remark,
        ...settingsFormOf(channel.settings),
      }
    : { carrierCode: 'sandbox', name: '', currency: 'USD', ...settingsFormOf({}) };
  return (
    <FormModal
      title={channel ? t('channel.editTitle', { name: channel.name }) : t('channel.createTitle')}
      form={form}
      saving={save.isPending}
      saveTestId="channel-save"
      onClose={onClose}
      width={680}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => save.mutate(v, saveCallbacks(form, { editing: Boolean(channel), onClose, t }))}
      >
        <ChannelFields editing={Boolean(channel)} credentialKeys={channel?.credentialKeys} />
      </Form>
    </FormModal>
  );
}
