import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  guideCancelBody,
  guideMissionAnswerSchema,
  guideMissionsSchema,
  guideResponseBody,
  missionMonthParams,
  missionParams,
  missionsQuery,
} from '@cicerone/core/contracts/missions';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

const listDescription =
  'The caller’s missions (spec §6): those assigned to them, those they answered, and those offered to them now — approved guides of the mission’s city who speak its booking’s guide language — including those assigned to another guide (`assignedTo: other`). The traveller’s contact (`client`) only on missions assigned to the caller. `filter` is one of the §4 filters (packages/core/src/missions/guide-missions.ts defines each).';

/** A guide's missions (requirements §api.paths mission calls): the dashboard's list, the answer, giving a mission back. */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { missions } = app.services;
  const tags = ['missions'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/guide/missions',
    { schema: { tags, description: listDescription, querystring: missionsQuery, response: { 200: guideMissionsSchema, 400: errorBody, 401: errorBody, 403: errorBody } } },
    async (request) => ({ data: await missions.list(signedIn(request.user).id, { locale: request.locale, filter: request.query.filter }) }),
  );

  app.get(
    '/guide/missions/:year/:month',
    {
      schema: {
        tags,
        description: `${listDescription} Only the tours of that month (the tour’s local day).`,
        params: missionMonthParams,
        querystring: missionsQuery,
        response: { 200: guideMissionsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ data: await missions.list(signedIn(request.user).id, { locale: request.locale, month: request.params, filter: request.query.filter }) }),
  );

  app.put(
    '/missions/:id/guide-response',
    {
      schema: {
        tags,
        description:
          'The caller’s availability and answer (yes, no, maybe, other) to a mission offered to them, changeable while it waits for a guide and its tour is ahead. 404 mission_not_found for a mission the caller does not see; 409 mission_already_assigned once assigned or cancelled.',
        params: missionParams,
        body: guideResponseBody,
        response: { 200: guideMissionAnswerSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const mission = await missions.respond(signedIn(request.user).id, request.params.id, request.body, request.locale);
      return { message: request.t('missions.respond.saved'), mission };
    },
  );

  app.put(
    '/missions/:id/guide-cancelled',
    {
      schema: {
        tags,
        description:
          'The assigned guide gives the mission back with a reason (kept as their privateNote): it waits for a guide again and the admins are alerted by e-mail. 409 mission_not_assigned_to_you when it is not (or no longer) assigned to the caller, or its tour has started.',
        params: missionParams,
        body: guideCancelBody,
        response: { 200: guideMissionAnswerSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const mission = await missions.giveBack(signedIn(request.user).id, request.params.id, request.body, request.locale);
      return { message: request.t('missions.cancel.done'), mission };
    },
  );
};
