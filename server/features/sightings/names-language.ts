// The language a sighting answer names its catalogue species in.
import { isLanguageCode, type LanguageCode } from '@common/constants/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { viewerLanguage } from '../../http/first-paint';

/**
 * `lang` when asked; else a member's preferred language (the app keeps it in step with the language they pick);
 * else the visitor's picked language (the wl_lang cookie, which the page's first render also sends), else their
 * browser's, else English. The answer then varies with Accept-Language as well as with the cookie.
 */
export function namesLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  asked: LanguageCode | undefined,
): LanguageCode {
  reply.header('vary', 'accept-language');
  if (asked) return asked;
  const preferred = request.user?.preferredLanguage;
  return isLanguageCode(preferred) ? preferred : viewerLanguage(request);
}
