// The language a request is made in (issue 19), by the domain's rule (address > cookie >
// Accept-Language > English): the page server draws in it, and mail caused by a request from
// someone without a stored language (a guardian, a signup, an applicant) is written in it.
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  parseLanguage,
  type Language,
} from '@ic/domain';
import type { FastifyRequest } from 'fastify';

/** The language an address asks for (?lang=), if any. */
export const addressLanguage = (url: string): Language | null =>
  parseLanguage(new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_PARAM));

/**
 * The request's language: its address's ?lang=, else the switch's cookie, else the browser's
 * Accept-Language, else English. The app's API calls carry the cookie (the app writes it whenever
 * an address names a language) and the browser's Accept-Language, so they read as the page does.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return chooseLanguage({
    param: addressLanguage(request.url),
    cookie: request.cookies[LANGUAGE_COOKIE],
    preferences: request.headers['accept-language'],
  });
}
