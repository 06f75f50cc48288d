import fp from 'fastify-plugin';
import { sitePasswordCookie } from './service.ts';

/** Paths a locked visitor may still reach: the gate itself, what it needs to render, and the health check. */
const openPaths = [/^\/site-password(\.data)?(\?|$)/, /^\/assets\//, /^\/favicon\./, /^\/(healthz|readyz|metrics)$/];

/**
 * On development host names only, everything waits behind the 'Enter Password' page until
 * the site password has been entered once (remembered by an httpOnly cookie).
 */
export const sitePasswordGatePlugin = fp(
  async (app) => {
    const gate = app.services.sitePassword;
    app.addHook('onRequest', async (request, reply) => {
      if (!gate.isGated(request.hostname)) return;
      if (openPaths.some((path) => path.test(request.url))) return;
      if (gate.isUnlocked(request.cookies[sitePasswordCookie])) return;
      reply.header('cache-control', 'no-store');
      const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.includes('.data');
      if (wantsPage) return reply.redirect(`/site-password?next=${encodeURIComponent(request.url)}`, 303);
      return reply
        .status(401)
        .send({ code: 'site_password_required', message: request.t('errors.site_password_required') });
    });
  },
  { name: 'site-password-gate', dependencies: ['services', 'request-locale'] },
);
