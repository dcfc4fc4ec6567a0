/** A field problem whose message is an i18n key (shared zod messages) or a `validation.*` key. */
export interface FieldIssue {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

export type ErrorParams = Record<string, string | number>;

/**
 * An expected failure: HTTP status (also the envelope's `code`), a stable dotted `errorCode` that is also
 * the i18n key of the message, and the message's parameters.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly params: ErrorParams = {},
    readonly fieldIssues: FieldIssue[] = [],
  ) {
    super(errorCode);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, params?: ErrorParams) => new AppError(400, code, params);
export const unauthenticated = () => new AppError(401, 'auth.unauthenticated');
export const forbidden = (code = 'auth.forbidden', params?: ErrorParams) => new AppError(403, code, params);
export const notFound = (code: string, params?: ErrorParams) => new AppError(404, code, params);
export const conflict = (code: string, params?: ErrorParams) => new AppError(409, code, params);
export const unprocessable = (code: string, params?: ErrorParams) => new AppError(422, code, params);
export const tooMany = (code: string, params?: ErrorParams) => new AppError(429, code, params);
export const validationFailed = (issues: FieldIssue[]) => new AppError(400, 'validation.failed', {}, issues);

/** The SQLSTATE of a PostgreSQL error, also when wrapped by drizzle (DrizzleQueryError.cause). */
function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** unique_violation: the database is the final judge of uniqueness under concurrency. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** foreign_key_violation: e.g. a row gained a reference between our check and the delete. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
