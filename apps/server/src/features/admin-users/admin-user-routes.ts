import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserChangedSchema, adminUserDetailSchema, adminUserParams, adminUsersQuery, adminUsersSchema, changeRoleBody, coinAdjustmentBody } from '@cicerone/core/contracts/admin-users';
import { errorBody } from '@cicerone/core/contracts/common';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's users (requirements §back-office.users): the list, one user, and the writes on them (role, activation, coins), each in the admin action log. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminUsers } = app.services;
  const tags = ['admin'];
  const changed = { 200: adminUserChangedSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        description:
          'Users, 50 a page: `q` is the start of an e-mail address, of a last name or of the full name (first then last; any case); `role` (1–4) and `status` (active, deactivated) filter; `sort` (createdAt, email, name, role) and `dir` order, newest sign-up first by default.',
        querystring: adminUsersQuery,
        response: { 200: adminUsersSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => adminUsers.list(request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        description: 'One user: the account, with their bookings, and their newest orders, coin movements, sessions and logins (20 of each).',
        params: adminUserParams,
        response: { 200: adminUserDetailSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => adminUsers.detail(request.params.id, request.locale),
  );

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags,
        description:
          'Gives the user another role (1 super admin, 2 admin, 3 guide, 4 customer). 403 admin_role_super_admin_only when an admin makes or unmakes an admin or super admin; 409 last_super_admin for the last active super admin; 409 own_account_refused for one’s own account.',
        params: adminUserParams,
        body: changeRoleBody,
        response: changed,
      },
    },
    async (request) => {
      const user = await adminUsers.changeRole(signedIn(request.user), request.params.id, request.body.role);
      return { message: request.t('admin.users.roleChanged', { email: user.email, role: request.t(`admin.users.role.${user.role}`) }), user };
    },
  );

  app.post(
    '/admin/users/:id/deactivate',
    {
      schema: {
        tags,
        description: 'Deactivates the account: it can no longer log in and every session of it ends at once (its access tokens are refused from the next request). Same refusals as the role for admins and the last super admin.',
        params: adminUserParams,
        response: changed,
      },
    },
    async (request) => {
      const user = await adminUsers.deactivate(signedIn(request.user), request.params.id);
      return { message: request.t('admin.users.deactivated', { email: user.email }), user };
    },
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      schema: {
        tags,
        description: 'Reactivates a deactivated account: it may log in again.',
        params: adminUserParams,
        response: changed,
      },
    },
    async (request) => {
      const user = await adminUsers.reactivate(signedIn(request.user), request.params.id);
      return { message: request.t('admin.users.reactivated', { email: user.email }), user };
    },
  );

  app.post(
    '/admin/users/:id/coins',
    {
      schema: {
        tags,
        description:
          'Credits or debits the user’s Cicerone Coins (EUR cents) with a reason: one ledger entry. 409 insufficient_coins when a debit would take the balance below zero; 409 coin_adjustment_repeated when this `key` (the form’s one-time token) was used already; 409 own_coins_refused on one’s own account.',
        params: adminUserParams,
        body: coinAdjustmentBody,
        response: changed,
      },
    },
    async (request) => {
      const user = await adminUsers.adjustCoins(signedIn(request.user), request.params.id, request.body);
      const coins = (eurCents: number) => formatMoney(eurCents, { code: 'EUR', minorUnits: 2 }, languageTag(request.locale));
      return { message: request.t(`admin.users.coins.${request.body.direction}ed`, { email: user.email, amount: coins(request.body.amountEurCents), balance: coins(user.coins) }), user };
    },
  );
};
