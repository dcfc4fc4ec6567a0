import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type LoggerOptions, stdSerializers } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a sane incoming `x-request-id` (set by a proxy or the client) so logs correlate; else a UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;
type Loose = Record<string, unknown>;

/** The errors of a cause chain, outermost first (a drizzle DrizzleQueryError wraps the driver's error). */
function chain(error: unknown): Loose[] {
  const out: Loose[] = [];
  for (let e = error; e && typeof e === 'object' && out.length < 5; e = (e as Loose).cause)
    out.push(e as Loose);
  return out;
}

/** Values quoted in a database message (`invalid input syntax for type uuid: "ann@x"`) become `?`. */
const scrub = (text: string) => text.replace(/"[^"]*"|'[^']*'|\([^()]*\)=\([^()]*\)/g, '?');

/**
 * A failed statement as it may be logged: the SQLSTATE, the statement text with its placeholders, the
 * database's message with quoted values removed and the stack frames. Never the parameters, the `detail`
 * (`Key (email)=(...)`) or the first line of the stack (drizzle repeats the parameters there).
 */
function databaseError(errors: Loose[]) {
  const top = errors[0]!;
  const query = errors.find((e) => typeof e.query === 'string' && 'params' in e)?.query as string | undefined;
  const driver = errors.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code));
  const frames = typeof top.stack === 'string' ? top.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  return {
    type: (top.constructor as { name?: string } | undefined)?.name ?? 'Error',
    message: 'database statement failed',
    sqlState: driver?.code,
    dbMessage: typeof driver?.message === 'string' ? scrub(driver.message) : undefined,
    routine: driver?.routine,
    table: driver?.table,
    column: driver?.column,
    constraint: driver?.constraint,
    query,
    stack: frames.join('\n'),
  };
}

/** pino's error serializer, except that database errors lose everything that may hold personal data. */
export function serializeError(error: unknown): { type: string; message: string; stack: string } {
  const errors = chain(error);
  const isDatabase = errors.some(
    (e) =>
      (typeof e.query === 'string' && 'params' in e) || (typeof e.code === 'string' && SQLSTATE.test(e.code)),
  );
  if (isDatabase) return databaseError(errors);
  if (error instanceof Error) return stdSerializers.err(error);
  return { type: typeof error, message: String(error), stack: '' };
}

/** Structured pino logs; secrets in headers and the parameters of failed statements never reach them. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.token'],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
  };
}
