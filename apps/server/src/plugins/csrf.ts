import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@cicerone/core/errors';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin of a URL (scheme, host and port, lower-cased and without default port), or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request that changes something may have been sent by another site in the visitor's name.
 *
 * Sessions live in cookies, and a browser attaches them to a form or fetch another site sends here.
 * SameSite=Lax already keeps them off cross-site POSTs, but not off requests from sibling host names
 * (same site, other origin) nor from browsers that ignore SameSite; so, as a second and independent
 * defence, a write that carries cookies must also say where it comes from — `Sec-Fetch-Site:
 * same-origin`, else an Origin (or Referer) header — and that must be this site: the configured public
 * URL, or the address the request itself was sent to (behind a proxy, or on localhost on any port).
 * Other sites cannot forge these headers. Bearer-token clients send no cookies a browser could attach,
 * so they are not concerned; a request with neither cookies nor token has no session to abuse.
 */
export function isCrossSiteWrite(request: FastifyRequest, publicUrl: string): boolean {
  if (!unsafeMethods.has(request.method)) return false;
  if (!request.headers.cookie) return false;
  if (/^bearer\s/i.test(request.headers.authorization ?? '')) return false;
  if (request.headers['sec-fetch-site'] === 'same-origin') return false;
  const claimed = request.headers.origin ?? request.headers.referer;
  const origin = claimed ? originOf(claimed) : null;
  if (!origin) return true;
  return origin !== originOf(publicUrl) && origin !== originOf(`${request.protocol}://${request.host}`);
}

/** Refuses cross-site writes (see isCrossSiteWrite) before anything else reads the request or its body. */
export const csrfPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    app.addHook('onRequest', async (request) => {
      if (isCrossSiteWrite(request, publicUrl)) throw new AppError('csrf_rejected');
    });
  },
  { name: 'csrf', dependencies: ['request-locale', 'errors'] },
);
