import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This response's Content-Security-Policy nonce: the only inline scripts and styles the browser runs
     * are those carrying it (React Router's hydration scripts; any server-written HTML page's own).
     */
    cspNonce: string;
  }
}

export interface SecurityHeadersOptions {
  /**
   * Vite's dev server (apps/server/src/dev.ts): its hot-reload client talks over a websocket on its own
   * port and injects inline styles and scripts that carry no nonce, so the policy is relaxed for it.
   */
  development?: boolean;
  /** Stripe is the card provider: its Payment Element loads from js.stripe.com and frames its fields. */
  stripe?: boolean;
}

export interface PolicyOptions {
  /** The response's nonce; without one (static HTML such as /api/docs) only script files of the site run. */
  nonce?: string | undefined;
  development?: boolean;
  /** Allows `<style>` elements without nonce, for a page whose scripts write them (Swagger UI at /api/docs). */
  inlineStyles?: boolean;
  stripe?: boolean;
}

/** What Stripe.js and its Payment Element need (Stripe's documented CSP), only when Stripe is configured. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * The site's one Content-Security-Policy (payments add Stripe's origins here). Scripts: only those
 * carrying the response's nonce, and what they load ('strict-dynamic': React Router's module preloads and
 * lazily imported route modules); 'self' only serves browsers without CSP 3, which ignore 'strict-dynamic'.
 * Styles: the site's stylesheets; style attributes stay allowed (React's `style={{…}}`, e.g. rating stars).
 */
export function contentSecurityPolicy({ nonce, development = false, inlineStyles = false, stripe = false }: PolicyOptions = {}): string {
  const scripts = development
    ? ["'self'", "'unsafe-inline'"] // a nonce would make browsers ignore 'unsafe-inline'
    : nonce
      ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]
      : ["'self'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Browsers with 'strict-dynamic' run Stripe.js because our nonced script adds it; older ones need its host.
    'script-src': stripe ? [...scripts, ...stripeSources.script] : scripts,
    'style-src': development || inlineStyles ? ["'self'", "'unsafe-inline'"] : nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(stripe ? stripeSources.img : [])],
    'font-src': ["'self'"],
    // Vite's hot-reload websocket listens on a port of its own.
    'connect-src': [...(development ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...(stripe ? stripeSources.connect : [])],
    'frame-src': stripe ? stripeSources.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Features the site never uses stay off for it and anything it embeds; the microphone is for recruitment recordings. */
const permissionsPolicy = 'camera=(), microphone=(self), geolocation=()';

/**
 * Security headers on every response (pages, API, files, errors): the policy above with a fresh nonce,
 * no MIME sniffing, no framing, no cross-origin window handles, a referrer without path to other sites,
 * and HSTS on HTTPS (behind the proxy, whose X-Forwarded-Proto Fastify trusts).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const development = options.development ?? false;
    const stripe = options.stripe ?? false;
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', async (request, reply) => {
      request.cspNonce = randomBytes(16).toString('base64');
      reply.headers({
        'content-security-policy': contentSecurityPolicy({ nonce: request.cspNonce, development, stripe }),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy': permissionsPolicy,
      });
      // Two years, this host only: whether sibling host names (previews, staging) are HTTPS-only is the operator's call.
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=63072000');
    });
  },
  { name: 'security-headers' },
);
