import { z } from 'zod';

/** Every JSON response: `{ code, message, data }`; code 200 on success, else the HTTP status. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
  errorCode?: string;
  errors?: FieldError[];
  requestId?: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export const SUCCESS_CODE = 200;
export const UNAUTHORIZED_CODE = 401;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}
