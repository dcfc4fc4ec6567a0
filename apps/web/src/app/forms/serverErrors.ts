import type { FormInstance } from 'antd';
import { ApiError } from '../http/envelope.ts';

/** Puts the server's per-field validation messages (already in the user's language) under the fields. */
export function applyServerErrors(form: FormInstance, error: unknown) {
  if (!(error instanceof ApiError) || error.errors.length === 0) return;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  form.setFields(
    error.errors
      .filter((item) => known.has(item.field.split('.')[0] ?? ''))
      .map((item) => ({ name: item.field.split('.'), errors: [item.message] })),
  );
}
