import {
  CARRIER_MODES,
  type CarrierModeName,
  type CarrierOptionView,
  CHANNEL_LABEL_FORMAT_SETTING,
  type Locale,
} from '@shiplabel/shared';
import type { FieldIssue } from '../../lib/errors.ts';
import { type CarrierAdapter, LABEL_FORMATS } from '../carriers/carrier-adapter.ts';
import { channelMode } from '../carriers/http/carrier-context.ts';

/** The channel setting holding the default label format of its orders (one of the carrier's formats). */
const LABEL_FORMAT_SETTING = CHANNEL_LABEL_FORMAT_SETTING;

type Settings = Record<string, string | number | boolean>;

export const labelFormatsOf = (adapter: CarrierAdapter): readonly string[] =>
  adapter.labelFormats ?? LABEL_FORMATS;

const secretKeysOf = (adapter: CarrierAdapter) =>
  (adapter.settingsFields ?? []).filter((f) => f.kind === 'secret').map((f) => f.key);

/** A channel's mode as stored in its settings ('test' unless set to 'production'). */
export const modeOf = (settings: Record<string, unknown>): CarrierModeName => channelMode(settings);

/** The carrier as the channel form needs it, in the reader's language. Secret values are never part of it. */
export function carrierOptionOf(
  adapter: CarrierAdapter,
  serviceCodes: string[] | null,
  locale: Locale,
): CarrierOptionView {
  return {
    code: adapter.code,
    name: adapter.name[locale],
    defaultServices: adapter.defaultServices.map((s) => ({ code: s.code, name: s.name })),
    serviceCodes,
    services: adapter.defaultServices.map((s) => ({
      code: s.code,
      name: s.name,
      transitDaysMin: s.transitDaysMin,
      transitDaysMax: s.transitDaysMax,
    })),
    settingsFields: (adapter.settingsFields ?? []).map((f) => ({
      key: f.key,
      label: f.label[locale],
      kind: f.kind,
      required: f.required,
      ...(f.options && { options: f.options.map((o) => ({ value: o.value, label: o.label[locale] })) }),
      ...(f.help && { help: f.help[locale] }),
    })),
    labelFormats: [...labelFormatsOf(adapter)],
  };
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Checks a channel's settings and credentials against its carrier's declared fields: secrets only in
 * credentials and only the declared ones, required fields present (a secret also counts when it is stored
 * already: an empty secret on update keeps it), select values among the options, the mode and the default
 * label format among the allowed ones. Answers one issue per bad field, labels in the reader's language.
 */
export function carrierFieldIssues(
  adapter: CarrierAdapter,
  input: { settings: Settings; credentials: Record<string, string | null> | undefined },
  storedSecretKeys: readonly string[],
  locale: Locale,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const fields = adapter.settingsFields ?? [];
  const secrets = secretKeysOf(adapter);
  const credentials = input.credentials ?? {};
  for (const key of Object.keys(credentials)) {
    if (!secrets.includes(key))
      issues.push({ field: `credentials.${key}`, key: 'channels.field_unknown', params: { name: key } });
  }
  for (const field of fields) {
    const name = field.label[locale];
    if (field.kind === 'secret') {
      if (!isBlank(input.settings[field.key]))
        issues.push({ field: `settings.${field.key}`, key: 'channels.secret_in_settings', params: { name } });
      // null: the administrator clears the stored secret, which only an optional one may be.
      if (credentials[field.key] === null) {
        if (field.required)
          issues.push({
            field: `credentials.${field.key}`,
            key: 'channels.secret_clear_required',
            params: { name },
          });
        continue;
      }
      const set = !isBlank(credentials[field.key]) || storedSecretKeys.includes(field.key);
      if (field.required && !set)
        issues.push({ field: `credentials.${field.key}`, key: 'channels.field_required', params: { name } });
      continue;
    }
    const value = input.settings[field.key];
    if (isBlank(value)) {
      if (field.required)
        issues.push({ field: `settings.${field.key}`, key: 'channels.field_required', params: { name } });
      continue;
    }
    const allowed = field.options?.map((o) => o.value);
    if (field.kind === 'select' && allowed && !allowed.includes(String(value)))
      issues.push({
        field: `settings.${field.key}`,
        key: 'channels.field_option_invalid',
        params: { name, options: allowed.join(', ') },
      });
  }
  const mode = input.settings.mode;
  if (mode !== undefined && !(CARRIER_MODES as readonly unknown[]).includes(mode))
    issues.push({ field: 'mode', key: 'channels.mode_invalid' });
  const format = input.settings[LABEL_FORMAT_SETTING];
  if (format !== undefined && !labelFormatsOf(adapter).includes(String(format)))
    issues.push({
      field: `settings.${LABEL_FORMAT_SETTING}`,
      key: 'channels.label_format_unsupported',
      params: { format: String(format), formats: labelFormatsOf(adapter).join(', ') },
    });
  return issues;
}

/**
 * The credentials to store: the stored ones with every non-empty new value over them (trimmed); a key
 * sent as null is removed (clearing an optional secret), an empty one keeps the stored value.
 */
export function mergedCredentials(
  stored: Record<string, string>,
  incoming: Record<string, string | null> | undefined,
): Record<string, string> {
  const merged = { ...stored };
  for (const [key, value] of Object.entries(incoming ?? {})) {
    if (value === null) delete merged[key];
    else if (value.trim() !== '') merged[key] = value.trim();
  }
  return merged;
}
