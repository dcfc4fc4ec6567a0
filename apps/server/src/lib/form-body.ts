import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin (and only those: content-type parsers are encapsulated) also take
 * `application/x-www-form-urlencoded` bodies, for the spec's form fields (e.g. `/staff/updateStatus/{id}`
 * and `/admin/updateStatus/{id}` with form field `status`). Values arrive as strings; a repeated field keeps
 * its last value. The route's zod schema still validates everything.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())));
    },
  );
}
