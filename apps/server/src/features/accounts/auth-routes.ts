import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { AppError } from '@cicerone/core/errors';
import { defaultCurrency } from '@cicerone/core/locales';
import { currencyCookie } from '@cicerone/core/preferences';
import { refreshTokenCookie } from '@cicerone/core/session-cookies';
import {
  changePasswordBody,
  doneResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  meSchema,
  refreshBody,
  registerBody,
  resetPasswordBody,
  sessionTokens,
  verifyEmailBody,
} from '@cicerone/core/contracts/accounts';
import { clearSessionCookies, setSessionCookies } from '../../plugins/auth.ts';
import type { SessionTokens } from './sessions/session-service.ts';
import type { LoggedIn } from './account-service.ts';
import { cartOwnerOf } from '../cart/cart-owner.ts';

/** The currency of the site the request comes from (its cookie, set by every page), for an API sign-up that does not say it in the body. */
export function siteCurrency(request: FastifyRequest): string {
  const code = request.cookies[currencyCookie]?.toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : defaultCurrency;
}

function tokenBody(tokens: SessionTokens) {
  return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expires_in: tokens.expiresIn, token_type: 'Bearer' as const };
}

/**
 * Sign-up, login, token refresh, logout and the mailed links (requirements §api.paths additions, requirements §lifecycles.session
 * refresh-token). Browsers get the tokens as httpOnly cookies, API clients in the body.
 */
/**
 * The answer to a call that opened a session (login, sign-up, a guide's application): the tokens as
 * httpOnly cookies for browsers and in the body for API clients.
 */
export async function loggedInAnswer(request: FastifyRequest, reply: FastifyReply, result: LoggedIn) {
  const { config, cart } = request.server.services;
  setSessionCookies(request, reply, result.tokens, config.publicUrl);
  // Cart (requirements §screens.checkout): the visitor's cart (cart_id cookie) moves to the account now logged in, and the cookie is cleared.
  await cartOwnerOf(request, reply, { cart, publicUrl: config.publicUrl }, { userId: result.user.uuid });
  return { ...tokenBody(result.tokens), user: result.user };
}

export const requestInfo = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, sessions, config } = app.services;
  const tags = ['accounts'];
  const loggedIn = loggedInAnswer;

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        description: 'Opens an individual or business account and logs it in; the verification link goes by mail.',
        body: registerBody,
        response: { 201: loginResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const result = await accounts.register(request.body, { ...requestInfo(request), locale: request.locale, currency: siteCurrency(request), caller: request.user });
      return reply.status(201).send(await loggedIn(request, reply, result));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        description: 'Opens a session: a 15-minute access token and a rotating refresh token.',
        body: loginBody,
        response: { 200: loginResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, password, ...client } = request.body;
      return loggedIn(request, reply, await accounts.login(email, password, { ...requestInfo(request), ...client }));
    },
  );

  app.post(
    '/user/refresh-token',
    {
      schema: {
        tags,
        description: 'Trades a refresh token (body or cookie) for a new pair. A token used twice ends its whole session.',
        body: refreshBody.nullish(),
        response: { 200: sessionTokens, 401: errorBody },
      },
    },
    async (request, reply) => {
      const presented = request.body?.refreshToken ?? request.cookies[refreshTokenCookie];
      if (!presented) throw new AppError('invalid_token');
      const result = await sessions.rotate(presented);
      if (result.kind !== 'rotated') {
        clearSessionCookies(request, reply, config.publicUrl);
        throw new AppError('invalid_token');
      }
      setSessionCookies(request, reply, result.tokens, config.publicUrl);
      return tokenBody(result.tokens);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, description: 'Ends every session of the account and clears the cookies.', response: { 200: doneResponse } } },
    async (request, reply) => {
      if (request.user) await accounts.logout(request.user);
      clearSessionCookies(request, reply, config.publicUrl);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        description: 'Mails a reset link valid one hour. Same answer whether or not the address has an account.',
        body: forgotPasswordBody,
        response: { 200: doneResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await accounts.forgotPassword(request.body.email, { ip: request.ip, locale: request.body.locale ?? request.locale });
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        description: 'Sets a new password with a mailed token (single use); every session of the account ends.',
        body: resetPasswordBody,
        response: { 200: doneResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      clearSessionCookies(request, reply, config.publicUrl);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/verify-email',
    { schema: { tags, description: 'Confirms the e-mail address with the mailed token.', body: verifyEmailBody, response: { 200: doneResponse, 400: errorBody } } },
    async (request) => {
      await accounts.verifyEmail(request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/resend-verification',
    { schema: { tags, description: 'Mails a new verification link.', response: { 200: doneResponse, 401: errorBody, 429: errorBody } } },
    async (request) => {
      await accounts.resendVerification(request.user!, request.ip);
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    { schema: { tags, description: 'The account logged in, with its coin balance (EUR cents).', response: { 200: meSchema, 401: errorBody } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return accounts.me(request.user!.id);
    },
  );

  app.put(
    '/me/password',
    {
      schema: {
        tags,
        description: 'Changes the password; every other session of the account ends.',
        body: changePasswordBody,
        response: { 200: doneResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await accounts.changePassword(request.user!, request.body.currentPassword, request.body.password);
      return { ok: true as const };
    },
  );
};
