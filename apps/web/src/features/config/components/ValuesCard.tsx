import type { AdminConfig, ConfigUpdate } from '@shiplabel/shared';
import { Button, Card, Form } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changedUpdates } from '../configForm.ts';
import { useSaveConfig } from '../hooks/useConfig.ts';

type Values = AdminConfig['values'];
type SimpleKey = Exclude<keyof Values, 'insuranceTable'>;

/**
 * A card editing some keys of the configuration as one form: Save sends only the keys that changed, one
 * update each (the server validates and records every change on its own).
 */
export function ValuesCard<K extends SimpleKey>(props: {
  title: string;
  testId: string;
  keys: readonly K[];
  values: Values;
  /** Form value -> stored value (e.g. links as two fields -> the list). */
  toForm?: (values: Values) => Record<string, unknown>;
  fromForm?: (form: Record<string, unknown>) => ConfigUpdate[];
  children: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('sysConfig');
  const [form] = Form.useForm();
  const save = useSaveConfig();
  const initial = props.toForm
    ? props.toForm(props.values)
    : Object.fromEntries(props.keys.map((k) => [k, props.values[k]]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the server's values change
  useEffect(() => form.setFieldsValue(initial), [props.values]);

  const onFinish = (edited: Record<string, unknown>) => {
    const updates = props.fromForm
      ? props.fromForm(edited)
      : props.keys.map((key) => ({ key, value: edited[key] }) as ConfigUpdate);
    const changed = changedUpdates(updates, props.values);
    if (changed.length > 0) save.mutate(changed);
  };

  return (
    <Card title={props.title} extra={props.extra} data-testid={props.testId}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish}>
        {props.children}
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid={`${props.testId}-save`}
        >
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}
