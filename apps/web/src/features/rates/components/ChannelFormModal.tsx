import type { ChannelWithServices } from '@shiplabel/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { carrierFieldValues } from '../../channels/carrierFields.ts';
import { applyChannelErrors } from '../../channels/channelErrors.ts';
import { settingsFormOf } from '../channelSettings.ts';
import { useCarriers, useRatesMutation } from '../hooks.ts';
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
  const carriers = useCarriers();
  const carrierOf = (code: string) => carriers.data?.find((c) => c.code === code);
  const save = useRatesMutation((values: ChannelFormValues) =>
    channel
      ? ratesApi.updateChannel(
          channel.id,
          channelInputOf(values, channel.settings, carrierOf(channel.carrierCode)),
        )
      : ratesApi.createChannel(channelInputOf(values, {}, carrierOf(values.carrierCode))),
  );
  const initial: ChannelFormValues = channel
    ? {
        carrierCode: channel.carrierCode,
        name: channel.name,
        currency: channel.currency as 'USD',
        remark: channel.remark,
        ...settingsFormOf(channel.settings),
        ...carrierFieldValues(carrierOf(channel.carrierCode), channel.settings),
      }
    : { carrierCode: 'sandbox', name: '', currency: 'USD', mode: 'test', ...settingsFormOf({}) };
  // The generated fields need the carrier's declaration before the form takes its initial values.
  if (channel && !carriers.data) return null;
  return (
    <FormModal
      title={channel ? t('channel.editTitle', { name: channel.name }) : t('channel.createTitle')}
      verb={channel ? 'save' : 'create'}
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
        onFinish={(v) =>
          save.mutate(v, {
            ...saveCallbacks(form, { editing: Boolean(channel), onClose, t }),
            onError: (error) => applyChannelErrors(form, error, carrierOf(v.carrierCode)),
          })
        }
      >
        <ChannelFields
          editing={Boolean(channel)}
          credentialKeys={channel?.credentialKeys}
          channelId={channel?.id}
        />
      </Form>
    </FormModal>
  );
}
