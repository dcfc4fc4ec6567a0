import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';

/**
 * application/x-www-form-urlencoded as a plain object of strings (a repeated field keeps its last value);
 * the route's zod schema then reads the values as it reads JSON.
 */
export function formBodyParser(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  try {
    done(null, Object.fromEntries(new URLSearchParams(text)));
  } catch {
    done(badRequest('request.malformed_json'));
  }
}
