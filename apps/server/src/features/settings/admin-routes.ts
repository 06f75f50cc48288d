import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  activationBody,
  adminSettingsSchema,
  bankAccountSchema,
  bankInformationBody,
  currencyCodeParams,
  languageCodeParams,
  rateOverrideBody,
} from '@cicerone/core/contracts/admin-settings';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's settings (requirements §back-office.settings): languages, currencies, exchange rates and bank accounts; each change written to the admin action log. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;
  const tags = ['admin'];
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  const activation = z.object({ code: z.string(), activated: z.boolean() });

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/settings',
    { schema: { tags, description: 'Every language and currency with its rates (refreshed and overridden) and bank account, and the rate job’s last day.', response: { 200: adminSettingsSchema, 401: errorBody, 403: errorBody } } },
    () => settings.overview(),
  );

  // Offering a language or a currency: one shape, each with its own rules in the service.
  const switches = [
    {
      url: '/admin/languages/:code',
      params: languageCodeParams,
      description: 'Offers a language on the site or stops offering it (409 language_is_default for en_US, last_language for the last one offered).',
      set: settings.setLanguageActivated,
    },
    {
      url: '/admin/currencies/:code',
      params: currencyCodeParams,
      description: 'Offers a currency in the switcher or stops offering it (409 currency_is_default, last_currency, or currency_without_rate when it has no rate yet).',
      set: settings.setCurrencyActivated,
    },
  ];
  for (const { url, params, description, set } of switches) {
    app.put(url, { schema: { tags, description, params, body: activationBody, response: { 200: activation, ...refused } } }, (request) =>
      set(signedIn(request.user).id, request.params.code, request.body.activated),
    );
  }

  app.put(
    '/admin/exchange-rates/:code',
    {
      schema: {
        tags,
        description: 'Sets an admin’s EUR → currency rate, used by every price instead of the refreshed one until removed; `previous` is the rate it replaces.',
        params: currencyCodeParams,
        body: rateOverrideBody,
        response: { 200: z.object({ code: z.string(), rate: z.number(), previous: z.number().nullable() }), ...refused },
      },
    },
    (request) => settings.overrideRate(signedIn(request.user).id, request.params.code, request.body.rate),
  );

  app.delete(
    '/admin/exchange-rates/:code',
    {
      schema: { tags, description: 'Removes the admin’s rate: the refreshed one (`rate`) applies again (404 rate_override_not_found when there is none).', params: currencyCodeParams, response: { 200: z.object({ code: z.string(), rate: z.number().nullable() }), ...refused } },
    },
    (request) => settings.removeOverride(signedIn(request.user).id, request.params.code),
  );

  app.put(
    '/admin/bank-information/:code',
    {
      schema: {
        tags,
        description: 'Sets the company’s account for bank transfers in this currency (what GET /api/cicerone-bank-information answers).',
        params: currencyCodeParams,
        body: bankInformationBody,
        response: { 200: bankAccountSchema.extend({ currency: z.string() }), ...refused },
      },
    },
    async (request) => (await settings.setBankInformation(signedIn(request.user).id, request.params.code, request.body)).account,
  );
};
