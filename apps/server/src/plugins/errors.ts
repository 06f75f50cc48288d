import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { locales } from '@cicerone/core/locales';
import { languageCookie, negotiateLocale } from '@cicerone/core/preferences';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isErrorCode } from '@cicerone/core/errors';

/**
 * One error handler for the whole API: an AppError becomes `{message, code}` in the request's
 * language with its status; invalid input becomes a 400 naming the field; anything else is
 * logged with its context and answered as a 500 without internals.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const t = request.t;
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
        if (error.code === 'too_many_requests' && error.values?.seconds) reply.header('retry-after', String(error.values.seconds));
        return reply.status(error.status).send({ code: error.code, message: t(`errors.${error.code}`, error.values) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issue = error.validation[0];
        const at = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A field the body does not know is refused by name (docs/decisions/0011-unknown-fields-refused.md).
        const unknown = issue?.keyword === 'unrecognized_keys' ? (issue.params['keys'] as string[] | undefined)?.[0] : undefined;
        const field = (unknown ? [at, unknown].filter(Boolean).join('.') : at) || error.validationContext || 'input';
        const ownMessage = unknown ? 'errors.field.unknown' : issue?.message?.startsWith('errors.') ? issue.message : undefined;
        return reply.status(400).send({
          code: 'validation_failed',
          message: ownMessage ? `${t(ownMessage)} (${field})` : t('errors.validation_failed', { field }),
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return reply.status(500).send({ code: 'internal', message: t('errors.internal') });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({ code: 'internal', message: t('errors.internal') });
      }
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type…)
      const code = status === 413 ? 'payload_too_large' : status === 405 ? 'method_not_allowed' : 'bad_request';
      return reply.status(status).send({ code: isErrorCode(code) ? code : 'bad_request', message: t(`errors.${code}`) });
    });
  },
  { name: 'errors', dependencies: ['request-locale'] },
);

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (a path that is not
 * UTF-8, a parameter over its length) answers in the same `{code, message}` shape as every other
 * refusal. No hook has set the request's language yet, so it is negotiated here from the cookie
 * and Accept-Language.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
  const t = translatorFor(negotiateLocale(cookies[languageCookie], request.headers['accept-language'], locales));
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ code: 'bad_request', message: t('errors.bad_request') });
}
