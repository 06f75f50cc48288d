import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
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

/** A source of a directive: fixed, or computed per request (helmet calls it with the Node request). */
type Source = string | ((request: IncomingMessage) => string);

export interface PolicyOptions {
  /** The response's nonce; without one (static HTML such as /api/docs) only script files of the site run. */
  nonce?: Source | undefined;
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
export function policyDirectives({ nonce, development = false, inlineStyles = false, stripe = false }: PolicyOptions = {}): Record<string, Source[]> {
  const nonceSource: Source | undefined = typeof nonce === 'function' ? (request) => `'nonce-${nonce(request)}'` : nonce && `'nonce-${nonce}'`;
  const scripts = development
    ? ["'self'", "'unsafe-inline'"] // a nonce would make browsers ignore 'unsafe-inline'
    : nonceSource
      ? ["'self'", nonceSource, "'strict-dynamic'"]
      : ["'self'"];
  return {
    'default-src': ["'self'"],
    // Browsers with 'strict-dynamic' run Stripe.js because our nonced script adds it; older ones need its host.
    'script-src': stripe ? [...scripts, ...stripeSources.script] : scripts,
    'style-src': development || inlineStyles ? ["'self'", "'unsafe-inline'"] : nonceSource ? ["'self'", nonceSource] : ["'self'"],
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
}

/** The policy as one header value, for a static page that sets its own (the API documentation). */
export function contentSecurityPolicy(options: PolicyOptions & { nonce?: string }): string {
  return Object.entries(policyDirectives(options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Features the site never uses stay off for it and anything it embeds; the microphone is for recruitment recordings. */
const permissionsPolicy = 'camera=(), microphone=(self), geolocation=()';

/**
 * Security headers on every response (pages, API, files, errors), written by @fastify/helmet: the policy
 * above with a fresh nonce, no MIME sniffing, no framing, no cross-origin window handles, a referrer without
 * path to other sites (and helmet's other defaults: no cross-site reads of our files, no DNS prefetch).
 * Helmet knows neither Permissions-Policy nor the request's protocol, so those two are set here: HSTS only
 * on HTTPS (behind the proxy, whose X-Forwarded-Proto Fastify trusts).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    // Helmet computes a directive from the Node request, which this remembers the nonce of until it is collected.
    const nonces = new WeakMap<IncomingMessage, string>();
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', async (request, reply) => {
      request.cspNonce = randomBytes(16).toString('base64');
      nonces.set(request.raw, request.cspNonce);
      reply.header('permissions-policy', permissionsPolicy);
      // Two years, this host only: whether sibling host names (previews, staging) are HTTPS-only is the operator's call.
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=63072000');
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: policyDirectives({ nonce: (request) => nonces.get(request) ?? '', development: options.development, stripe: options.stripe }),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
