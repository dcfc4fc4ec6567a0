import {
  type CarrierModeName,
  type CarrierOptionView,
  type ChannelInput,
  type EstimateRequestInput,
  unitsForChoice,
} from '@shiplabel/shared';
import { carrierFieldsInput, carrierSettingKeys, LABEL_FORMAT_SETTING } from '../channels/carrierFields.ts';
import { type ChannelSettingsForm, settingsOf } from './channelSettings.ts';

export interface ChannelFormValues extends ChannelSettingsForm {
  carrierCode: string;
  name: string;
  currency: 'USD' | 'CNY';
  remark?: string;
  /** The carrier's declared fields by key (secrets typed here are sent once, never shown again). */
  carrierFields?: Record<string, string | undefined>;
  /** Optional stored secrets ticked to be cleared on save, by key. */
  clearedSecrets?: Record<string, boolean | undefined>;
  mode?: CarrierModeName;
  /** The channel's default label format (one the carrier makes); empty: PDF 4x6. */
  labelFormat?: string;
}

/**
 * The form values -> API input: the form's own settings (sandbox ones only for the sandbox; `previous`
 * keeps the ones the form does not show), the carrier's declared fields split into settings and typed
 * secrets (credentials only when some were typed or cleared: an untouched secret keeps the stored one),
 * the mode and the default label format.
 */
export function channelInputOf(
  values: ChannelFormValues,
  previous: Record<string, unknown> = {},
  carrier?: CarrierOptionView,
): ChannelInput {
  const own = carrierSettingKeys(carrier);
  const kept = Object.entries(settingsOf(values, previous)).filter(([k]) => !own.includes(k));
  const fields = carrierFieldsInput(carrier, values.carrierFields, values.clearedSecrets);
  return {
    carrierCode: values.carrierCode,
    name: values.name,
    currency: values.currency,
    remark: values.remark ?? '',
    mode: values.mode ?? 'test',
    settings: {
      ...Object.fromEntries(kept),
      ...fields.settings,
      ...(values.labelFormat ? { [LABEL_FORMAT_SETTING]: values.labelFormat } : {}),
    },
    ...(fields.credentials ? { credentials: fields.credentials } : {}),
  };
}

interface ParcelRow {
  weight: number;
  length?: number;
  width?: number;
  height?: number;
  declaredValue?: string;
}

interface AddressRow {
  zipCode: string;
  countryCode: string;
  stateCode?: string;
  city?: string;
  isResidential?: boolean;
}

export interface EstimateForm {
  from: AddressRow;
  to: AddressRow;
  unit: 'lb/in' | 'kg/cm';
  parcels: ParcelRow[];
  signature: boolean;
  battery: boolean;
}

export const INITIAL_ESTIMATE: EstimateForm = {
  from: { zipCode: '', countryCode: 'US' },
  to: { zipCode: '', countryCode: 'US', isResidential: false },
  unit: 'lb/in',
  parcels: [{ weight: 1 }],
  signature: false,
  battery: false,
};

/** The form's values as an estimate request; the unit choice sets both units of every parcel. */
export function toEstimateRequest(values: EstimateForm): EstimateRequestInput {
  const units = unitsForChoice(values.unit);
  const address = (a: AddressRow) => ({
    zipCode: a.zipCode?.trim() ?? '',
    countryCode: (a.countryCode || 'US').trim().toUpperCase(),
    stateCode: a.stateCode?.trim() ?? '',
    city: a.city?.trim() ?? '',
    isResidential: Boolean(a.isResidential),
  });
  return {
    from: address(values.from),
    to: address(values.to),
    parcels: values.parcels.map((p) => ({
      ...units,
      weight: p.weight,
      length: p.length ?? 0,
      width: p.width ?? 0,
      height: p.height ?? 0,
      declaredValue: p.declaredValue?.trim() ?? '',
    })),
    options: { signature: values.signature, battery: values.battery },
  };
}

/** The value a wider scope supplies, as a placeholder: yes / no for switches, never "true". */
export function effectiveText(value: unknown, words: { yes: string; no: string }): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return String(value);
}

/** Price rules the demo seed creates (channels/rates.seed.ts), by name: shown translated until renamed. */
const SEEDED_RULES: Record<string, string> = { 'Standard retail': 'standardRetail' };

/** The i18n key (namespace rates) of a seeded price rule's name, or null for a name someone typed. */
export function seededRuleKey(name: string): string | null {
  const key = SEEDED_RULES[name];
  return key ? `priceRules.seeded.${key}` : null;
}
