import type { CarrierOptionView } from '@shiplabel/shared';
import { Checkbox, Col, Form, Input, Radio, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CarrierFieldItem, CLEARED_SECRETS, carrierFieldItems } from '../carrierFields.ts';

/** The control of one field; Form.Item hands it `value` and `onChange`, passed on to the antd input. */
function FieldControl({
  item,
  ...control
}: {
  item: CarrierFieldItem;
  value?: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation('channels');
  const testId = `channel-field-${item.key}`;
  if (item.control === 'password')
    return (
      <Input.Password
        {...control}
        autoComplete="new-password"
        maxLength={4000}
        placeholder={item.secretState === 'set' ? t('secretKeepPlaceholder') : ''}
        data-testid={testId}
      />
    );
  if (item.control === 'select')
    return <Select {...control} allowClear={!item.required} options={item.options} data-testid={testId} />;
  return <Input {...control} maxLength={200} data-testid={testId} />;
}

function FieldLabel({ item }: { item: CarrierFieldItem }) {
  const { t } = useTranslation('channels');
  if (!item.secretState) return <>{item.label}</>;
  const set = item.secretState === 'set';
  return (
    <span>
      {item.label}{' '}
      <Tag color={set ? 'green' : 'default'} data-testid={`channel-secret-${item.key}-${item.secretState}`}>
        {set ? t('secretSet') : t('secretNotSet')}
      </Tag>
    </span>
  );
}

/**
 * The carrier part of the channel form: the environment, the default label format (only the formats the
 * carrier makes) and the fields the carrier's adapter declares (secrets write-only, shown as set / not set;
 * an optional stored secret can be ticked to be cleared on save).
 */
export function CarrierSettingsFields({
  carrier,
  credentialKeys = [],
}: {
  carrier: CarrierOptionView | undefined;
  credentialKeys?: readonly string[];
}) {
  const { t } = useTranslation('channels');
  if (!carrier) return null;
  const items = carrierFieldItems(carrier, credentialKeys);
  const builtIn = items.length === 0;
  return (
    <>
      <div className="rates-section-title">{t('carrierSection', { carrier: carrier.name })}</div>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="mode" label={t('mode')} tooltip={builtIn ? t('modeBuiltInHelp') : t('modeHelp')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'test', label: t('modeTest') },
                { value: 'production', label: t('modeProduction') },
              ]}
              data-testid="channel-mode"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="labelFormat" label={t('labelFormat')} tooltip={t('labelFormatHelp')}>
            <Select
              allowClear
              placeholder={t('labelFormatDefault')}
              options={carrier.labelFormats.map((f) => ({ value: f, label: t(`labelFormats.${f}`) }))}
              data-testid="channel-label-format"
            />
          </Form.Item>
        </Col>
      </Row>
      {builtIn ? null : (
        <>
          <div className="rates-muted" style={{ marginBottom: 8 }}>
            {t('secretsHelp')}
          </div>
          <Row gutter={12}>
            {items.map((item) => (
              <Col span={12} key={item.key}>
                <Form.Item
                  name={item.name}
                  label={<FieldLabel item={item} />}
                  tooltip={item.help}
                  rules={
                    item.required
                      ? [
                          {
                            required: true,
                            whitespace: true,
                            message: t('fieldRequired', { name: item.label }),
                          },
                        ]
                      : []
                  }
                >
                  <FieldControl item={item} />
                </Form.Item>
                {item.clearable && (
                  <Form.Item
                    name={[CLEARED_SECRETS, item.key]}
                    valuePropName="checked"
                    extra={t('secretClearHelp')}
                    style={{ marginTop: -16 }}
                  >
                    <Checkbox>
                      {/* On the label: antd puts a checkbox's own data attributes on its hidden input. */}
                      <span data-testid={`channel-secret-${item.key}-clear`}>
                        {t('secretClear', { name: item.label })}
                      </span>
                    </Checkbox>
                  </Form.Item>
                )}
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
