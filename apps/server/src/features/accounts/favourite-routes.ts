import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { tourListSchema } from '@cicerone/core/contracts/catalog';
import { favouriteToggleParams, favouriteToggleResponse, favouriteToursQuery } from '@cicerone/core/contracts/account-favourites';
import { userIdParams } from '@cicerone/core/contracts/account-fields';
import { privateAnswer } from '../../shared/private-answers.ts';

/** Favourite tours (requirements §api.paths): the heart's toggle and the favourites page. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favourites } = app.services;
  const tags = ['accounts'];

  app.addHook('onSend', privateAnswer);

  app.put(
    '/tour/:id/user-favourite/:userId',
    {
      schema: {
        tags,
        description: 'Adds the tour to the favourites, or removes it when it is one; answers whether it is one now.',
        params: favouriteToggleParams,
        response: { 200: favouriteToggleResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => favourites.toggle(request.params.userId, request.params.id),
  );

  app.get(
    '/user/:id/favourite-tours',
    {
      schema: {
        tags,
        description: 'Favourite tours still for sale as tour cards, newest favourite first, 12 a page.',
        params: userIdParams,
        querystring: favouriteToursQuery,
        response: { 200: tourListSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => favourites.list(request.params.id, request.query),
  );
};
