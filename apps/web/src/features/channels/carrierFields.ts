import {
  type CarrierModeName,
  type CarrierOptionView,
  type CarrierSettingFieldView,
  CHANNEL_LABEL_FORMAT_SETTING,
} from '@shiplabel/shared';

/** Where the generated fields live in the channel form's values (apart from the form's own fields). */
export const CARRIER_FIELDS = 'carrierFields';
/** Where the "clear the stored value" ticks of optional stored secrets live, by key. */
export const CLEARED_SECRETS = 'clearedSecrets';

/** The channel settings the carrier part of the form owns besides the carrier's declared fields. */
export const MODE_SETTING = 'mode';
export const LABEL_FORMAT_SETTING = CHANNEL_LABEL_FORMAT_SETTING;

/** How one declared field is rendered. */
export interface CarrierFieldItem {
  key: string;
  /** The form item's name path. */
  name: [typeof CARRIER_FIELDS, string];
  label: string;
  control: 'password' | 'input' | 'select';
  /** Whether the form asks for a value: a secret already stored need not be typed again. */
  required: boolean;
  options?: { value: string; label: string }[];
  help?: string;
  /** Secrets only: whether the channel has one stored (its value never reaches the browser). */
  secretState?: 'set' | 'notSet';
  /** An optional secret that is stored: the form offers to clear it (a required one can only be replaced). */
  clearable?: boolean;
}

const controlOf = (field: CarrierSettingFieldView): CarrierFieldItem['control'] =>
  field.kind === 'secret' ? 'password' : field.kind === 'select' ? 'select' : 'input';

/** The carrier's declared fields as form items; `credentialKeys` are the secrets the channel has stored. */
export function carrierFieldItems(
  carrier: CarrierOptionView | undefined,
  credentialKeys: readonly string[] = [],
): CarrierFieldItem[] {
  return (carrier?.settingsFields ?? []).map((field) => {
    const isSecret = field.kind === 'secret';
    const stored = isSecret && credentialKeys.includes(field.key);
    return {
      key: field.key,
      name: [CARRIER_FIELDS, field.key],
      label: field.label,
      control: controlOf(field),
      required: field.required && !stored,
      ...(field.options && { options: field.options }),
      ...(field.help && { help: field.help }),
      ...(isSecret && { secretState: stored ? 'set' : 'notSet' }),
      ...(stored && !field.required && { clearable: true }),
    };
  });
}

/** The form's starting values of the carrier part: non-secret fields from the settings, secrets empty. */
export function carrierFieldValues(
  carrier: CarrierOptionView | undefined,
  settings: Record<string, unknown>,
): { carrierFields: Record<string, string>; mode: CarrierModeName; labelFormat?: string } {
  const values: Record<string, string> = {};
  for (const field of carrier?.settingsFields ?? []) {
    const stored = settings[field.key];
    values[field.key] = field.kind !== 'secret' && stored != null ? String(stored) : '';
  }
  const format = settings[LABEL_FORMAT_SETTING];
  return {
    carrierFields: values,
    mode: settings[MODE_SETTING] === 'production' ? 'production' : 'test',
    ...(typeof format === 'string' && carrier?.labelFormats.includes(format) && { labelFormat: format }),
  };
}

/**
 * The carrier part of the form -> the API input: non-secret values into `settings` (empty ones left out),
 * typed secrets into `credentials` (an untouched secret is not sent, so the stored one is kept), and an
 * optional secret ticked "clear" with nothing typed as null (the server removes it; typing replaces).
 */
export function carrierFieldsInput(
  carrier: CarrierOptionView | undefined,
  values: Record<string, string | undefined> = {},
  cleared: Record<string, boolean | undefined> = {},
): { settings: Record<string, string>; credentials?: Record<string, string | null> } {
  const settings: Record<string, string> = {};
  const credentials: Record<string, string | null> = {};
  for (const field of carrier?.settingsFields ?? []) {
    const value = values[field.key]?.trim() ?? '';
    const isSecret = field.kind === 'secret';
    if (value === '') {
      if (isSecret && !field.required && cleared[field.key]) credentials[field.key] = null;
      continue;
    }
    if (isSecret) credentials[field.key] = value;
    else settings[field.key] = value;
  }
  return { settings, ...(Object.keys(credentials).length && { credentials }) };
}

/** The settings keys the carrier part of the form writes (the rest of the settings are the form's own). */
export const carrierSettingKeys = (carrier: CarrierOptionView | undefined): string[] => [
  ...(carrier?.settingsFields ?? []).map((f) => f.key),
  MODE_SETTING,
  LABEL_FORMAT_SETTING,
];

/**
 * A server field error's path in the channel form: the carrier's fields come back as `settings.<key>` or
 * `credentials.<key>` and live under `carrierFields`; the label format and mode are the form's own.
 */
export function channelErrorPath(carrier: CarrierOptionView | undefined, field: string): string[] {
  const [head, key, ...rest] = field.split('.');
  if ((head === 'settings' || head === 'credentials') && key !== undefined && rest.length === 0) {
    if (carrier?.settingsFields.some((f) => f.key === key)) return [CARRIER_FIELDS, key];
    if (key === LABEL_FORMAT_SETTING || key === MODE_SETTING) return [key];
  }
  return field.split('.');
}
