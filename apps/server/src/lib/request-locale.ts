import { type Locale, localeFromAcceptLanguage } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the web app sends the language the user chose in Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
