import { inLanguage } from '@company/forms/hi';
import { type Language, languageOf } from '@company/forms/i18n';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The journey's language, as the request's `Accept-Language` names it (default English). */
    language: Language;
  }
}

/** A page of the site in `language`: English at the root, another language under its prefix. */
export const sitePathIn = (language: Language, path: string) =>
  language === 'en' ? path : `/${language}${path}`;

type Answer = { message?: unknown; errorMsg?: unknown; data?: unknown };

/** The visitor's words of an answer (`message`, `errorMsg`, `data.message`) in `language`. */
function translated(answer: Answer, language: Language): Answer {
  const inTheirs = (text: unknown) =>
    typeof text === 'string' ? inLanguage(language, text) : text;
  const data = answer.data;
  return {
    ...answer,
    ...('message' in answer ? { message: inTheirs(answer.message) } : {}),
    ...('errorMsg' in answer ? { errorMsg: inTheirs(answer.errorMsg) } : {}),
    ...(data && typeof data === 'object' && !Array.isArray(data) && 'message' in data
      ? { data: { ...data, message: inTheirs((data as Answer).message) } }
      : {}),
  };
}

/**
 * Every answer in the language the request names. The routes and the schemas keep producing the
 * spec's English (the contracts' messages); a Hindi request's JSON answer is translated here, on
 * its way out, whatever produced it (a route, a schema, the error handler, a stored replay).
 */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request.headers['accept-language']);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    }
    if (request.language === 'en' || typeof payload !== 'string') return payload;
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return payload;
    return JSON.stringify(translated(answer as Answer, request.language));
  });
}
