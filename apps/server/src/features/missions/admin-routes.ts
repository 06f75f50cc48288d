import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  adminMissionsSchema,
  assignedMissionSchema,
  assignMissionBody,
  guideMissionsMonthParams,
  guideMissionsParams,
  guideMissionsSchema,
  missionParams,
  missionsQuery,
} from '@cicerone/core/contracts/missions';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's missions (requirements §roles.access: admins view a user's missions; §lifecycles.mission: they assign one of the guides who answered). */
export const missionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { missions } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/missions',
    {
      schema: {
        tags,
        description: 'Missions waiting for a guide or assigned, soonest tour first (at most 200), each with the guides who answered it (those who gave it back left out).',
        response: { 200: adminMissionsSchema, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ missions: await missions.adminList(request.locale) }),
  );

  app.post(
    '/admin/missions/:id/assign',
    {
      schema: {
        tags,
        description:
          'Assigns the mission to one of the guides who answered it; the traveller is e-mailed the guide’s name and contact. The first assignment wins: 409 mission_already_assigned for a mission assigned (or cancelled) meanwhile, 409 mission_guide_not_responded for a guide who did not answer it.',
        params: missionParams,
        body: assignMissionBody,
        response: { 200: assignedMissionSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const mission = await missions.assign(signedIn(request.user).id, request.params.id, request.body.guideUserId, request.locale);
      return { message: request.t('admin.missions.assigned', { guide: mission.guide?.name ?? '' }), mission };
    },
  );

  const userDescription = 'The missions a guide sees on their dashboard, as they see them (the same list as GET /api/guide/missions for that guide).';
  app.get(
    '/admin/missions/user/:id',
    { schema: { tags, description: userDescription, params: guideMissionsParams, querystring: missionsQuery, response: { 200: guideMissionsSchema, 400: errorBody, 401: errorBody, 403: errorBody } } },
    async (request) => ({ data: await missions.list(request.params.id, { locale: request.locale, filter: request.query.filter }) }),
  );

  app.get(
    '/admin/missions/user/:id/:year/:month',
    {
      schema: {
        tags,
        description: `${userDescription} Only the tours of that month.`,
        params: guideMissionsMonthParams,
        querystring: missionsQuery,
        response: { 200: guideMissionsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ data: await missions.list(request.params.id, { locale: request.locale, month: { year: request.params.year, month: request.params.month }, filter: request.query.filter }) }),
  );
};
