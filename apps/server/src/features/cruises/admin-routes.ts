import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { adminCruiseCompanySchema, adminCruiseShipSchema, cruiseChangeBody, cruiseIdParams, cruiseNameBody } from '@cicerone/core/contracts/cruises';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office keeps the cruise companies and ships current (decision 0021): add, rename, retire or bring back. */
export const cruiseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cruises } = app.services;
  const tags = ['admin'];
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };
  const companyFields = adminCruiseCompanySchema.omit({ ships: true });

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/cruise-lines',
    { schema: { tags, description: 'Every cruise company with every ship, retired ones included, by name.', response: { 200: z.array(adminCruiseCompanySchema), ...refused } } },
    () => cruises.adminList(),
  );

  app.post(
    '/admin/cruise-lines',
    {
      schema: { tags, description: 'Adds a cruise company (409 cruise_name_taken when one has this name, any case).', body: cruiseNameBody, response: { 201: adminCruiseCompanySchema, ...refused, 409: errorBody } },
    },
    async (request, reply) => reply.code(201).send(await cruises.addCompany(signedIn(request.user).id, request.body.name)),
  );

  app.put(
    '/admin/cruise-lines/:id',
    {
      schema: {
        tags,
        description: 'Renames a cruise company, retires it (`activated: false`: it leaves the cruise form, its ships with it) or brings it back.',
        params: cruiseIdParams,
        body: cruiseChangeBody,
        response: { 200: companyFields, ...refused, 404: errorBody, 409: errorBody },
      },
    },
    (request) => cruises.changeCompany(signedIn(request.user).id, request.params.id, request.body),
  );

  app.post(
    '/admin/cruise-lines/:id/ships',
    {
      schema: {
        tags,
        description: 'Adds a ship to a cruise company (409 cruise_name_taken when the company has a ship of this name).',
        params: cruiseIdParams,
        body: cruiseNameBody,
        response: { 201: adminCruiseShipSchema, ...refused, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await cruises.addShip(signedIn(request.user).id, request.params.id, request.body.name)),
  );

  app.put(
    '/admin/cruise-ships/:id',
    {
      schema: {
        tags,
        description: 'Renames a ship, retires it (`activated: false`: it leaves the cruise form) or brings it back.',
        params: cruiseIdParams,
        body: cruiseChangeBody,
        response: { 200: adminCruiseShipSchema, ...refused, 404: errorBody, 409: errorBody },
      },
    },
    (request) => cruises.changeShip(signedIn(request.user).id, request.params.id, request.body),
  );
};
