import { type ChannelInput, type EstimateRequestInput, unitsForChoice } from '@shiplabel/shared';
import { type ChannelSettingsForm, settingsOf } from './channelSettings.ts';

/** Credential fields the built-in carriers and common real ones use; values are write-only. */
export const CREDENTIAL_FIELDS = ['apiKey', 'apiSecret', 'accountNumber'] as const;

export interface ChannelFormValues extends ChannelSettingsForm {
  carrierCode: string;
  name: string;
  currency: 'USD' | 'CNY';
  remark?: string;
  apiKey?: string;
  apiSecret?: string;
  accountNumber?: string;
}

/**
 * The form values -> API input: settings (sandbox ones only for the sandbox; `previous` keeps the ones the
 * form does not show), and credentials only when some were typed.
 */
export function channelInputOf(
  values: ChannelFormValues,
  previous: Record<string, unknown> = {},
): ChannelInput {
  const credentials: Record<string, string> = Object.fromEntries(
    CREDENTIAL_FIELDS.map((k) => [k, values[k]?.trim() ?? '']).filter(([, v]) => v !== ''),
  );
  return {
    carrierCode: values.carrierCode,
    name: values.name,
    currency: values.currency,
    remark: values.remark ?? '',
    settings: settingsOf(values, previous),
    ...(Object.keys(credentials).length ? { credentials } : {}),
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
