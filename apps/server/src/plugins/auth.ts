import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@cicerone/core/errors';
import { accessTokenCookie, endedSessionCookies, openedSessionCookies, secureCookies as secureCookieRule } from '@cicerone/core/session-cookies';
import type { SessionTokens, SessionUser } from '../features/accounts/sessions/session-service.ts';
import { verdict } from '../access/access.ts';
import { apiAccess, apiRouteKey, isUnlistedApiRoute } from '../access/api-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The person making the request, read fresh from the session at each request; null for visitors. */
    user: SessionUser | null;
    /** Whether the access token came as a bearer header or a cookie (CSRF rules differ). */
    authVia: 'bearer' | 'cookie' | null;
  }
  interface FastifyInstance {
    /** Every /api route under the access table, as registered (the role-matrix test walks them). */
    apiRoutes: Array<{ method: string; url: string }>;
  }
}

/** The token of an `Authorization: Bearer …` header, if any (API clients; browsers use the cookie). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith('bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * THE Secure flag of every cookie the site sets, the API's and the pages' alike: the pages get
 * this answer through their request context (plugins/pages.ts), never decide it again. On
 * whenever the visitor reached us over HTTPS (trustProxy reads X-Forwarded-Proto) or the site's
 * public URL is HTTPS.
 */
export function secureCookies(request: FastifyRequest, publicUrl: string): boolean {
  return secureCookieRule(request.protocol === 'https', publicUrl);
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens, publicUrl: string): void {
  for (const cookie of openedSessionCookies(tokens, secureCookies(request, publicUrl))) reply.setCookie(cookie.name, cookie.value, cookie.options);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  for (const cookie of endedSessionCookies(secureCookies(request, publicUrl))) reply.clearCookie(cookie.name, cookie.options);
}

/**
 * Who is calling, for every /api request: a bearer token (API clients) or the access cookie
 * (browsers); then the route's line of the access table decides. A presented but invalid token
 * answers invalid_token (the client refreshes and retries, requirements §lifecycles.session); no token answers unauthorized.
 */
export const authPlugin = fp(
  async (app) => {
    const { sessions } = app.services;
    app.decorateRequest('user', null);
    app.decorateRequest('authVia', null);
    app.decorate('apiRoutes', [] as Array<{ method: string; url: string }>);

    // Every /api route must have its line in the table: a forgotten one stops the server at start.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || isUnlistedApiRoute(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
        if (!(apiRouteKey(method, route.url) in apiAccess)) throw new Error(`${apiRouteKey(method, route.url)} is missing from the access table (apps/server/src/access/api-access.ts)`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/') || isUnlistedApiRoute(url)) return;
      const bearer = bearerToken(request);
      const token = bearer ?? request.cookies[accessTokenCookie];
      if (token) {
        request.user = await sessions.authenticate(token);
        request.authVia = bearer ? 'bearer' : 'cookie';
      }
      const access = apiAccess[apiRouteKey(request.method, url)] ?? 'admin';
      const answer = verdict(access, request.user, request.params as Record<string, string>);
      if (answer === 'unauthenticated') throw new AppError(token ? 'invalid_token' : 'unauthorized');
      if (answer === 'forbidden') throw new AppError('forbidden');
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
