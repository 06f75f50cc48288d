import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { locales } from '@cicerone/core/locales';
import { languageCookie, negotiateLocale } from '@cicerone/core/preferences';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isErrorCode } from '@cicerone/core/errors';
import { fieldProblems, problemsMessage, type InputIssue } from '@cicerone/core/contracts/field-problems';
import { languageTag } from '@cicerone/core/locales';

/**
 * One error handler for the whole API: an AppError becomes `{message, code}` in the request's
 * language with its status; invalid input becomes a 400 listing every field to fix, each named
 * in the reader's words (`fields`, requirements §rules.validation); anything else is
 * logged with its context and answered as a 500 without internals.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const t = request.t;
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
        if (error.code === 'too_many_requests' && error.values?.seconds) reply.header('retry-after', String(error.values.seconds));
        const field = error.code === 'validation_failed' ? error.values?.['field'] : undefined;
        // A service's refusal of one field names it as its form does, like the contracts' refusals below.
        if (typeof field === 'string') return refuseInput(request, reply, [{ path: field.split('.'), message: 'errors.validation_failed' }]);
        return reply.status(error.status).send({ code: error.code, message: t(`errors.${error.code}`, error.values) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue): InputIssue => ({
          code: issue.keyword,
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? '',
          minimum: issue.params['minimum'],
          maximum: issue.params['maximum'],
          keys: issue.params['keys'] as string[] | undefined,
        }));
        return refuseInput(request, reply, issues);
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

/** A refused input: 400, one sentence naming what to fix and the list of fields (docs/decisions/0011 for a field sent that no contract has). */
function refuseInput(request: FastifyRequest, reply: FastifyReply, issues: readonly InputIssue[]) {
  const fields = fieldProblems(issues, request.t);
  return reply.status(400).send({ code: 'validation_failed', message: problemsMessage(fields, request.t, languageTag(request.locale)), fields });
}

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
