import type { CarrierOptionView } from '@shiplabel/shared';
import type { FormInstance } from 'antd';
import { applyServerErrors } from '../../app/forms/serverErrors.ts';
import { ApiError } from '../../app/http/envelope.ts';
import { channelErrorPath } from './carrierFields.ts';

/** The server's field errors under the channel form's fields, the carrier's generated ones included. */
export function applyChannelErrors(
  form: FormInstance,
  error: unknown,
  carrier: CarrierOptionView | undefined,
) {
  if (!(error instanceof ApiError)) return;
  applyServerErrors(
    form,
    new ApiError({
      code: error.code,
      message: error.message,
      ...(error.errorCode !== undefined && { errorCode: error.errorCode }),
      errors: error.errors.map((e) => ({ ...e, field: channelErrorPath(carrier, e.field).join('.') })),
    }),
  );
}
