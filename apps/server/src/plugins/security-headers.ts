import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * This response's Content-Security-Policy nonce, made on the first call, from which the policy names it:
     * the only inline scripts and styles the browser runs are those carrying it (React Router's hydration
     * scripts). A response that never asks (the API, files, errors) keeps the policy without nonce.
     */
    pageNonce(): string;
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
  /** The response's nonce; without one (the API, static HTML such as /api/docs) only script files of the site run. */
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
function policyDirectives({ nonce, development = false, inlineStyles = false, stripe = false }: PolicyOptions): Record<string, string[]> {
  const nonceSource = nonce && `'nonce-${nonce}'`;
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
    // The recruitment recorder plays the answer back from its blob: URL before sending it (decision 0020).
    'media-src': ["'self'", 'blob:'],
    // Vite's hot-reload websocket listens on a port of its own.
    'connect-src': [...(development ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...(stripe ? stripeSources.connect : [])],
    'frame-src': stripe ? stripeSources.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as one header value. */
export function contentSecurityPolicy(options: PolicyOptions): string {
  return Object.entries(policyDirectives(options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Features the site never uses stay off for it and anything it embeds; the microphone is for recruitment recordings. */
const permissionsPolicy = 'camera=(), microphone=(self), geolocation=()';

/**
 * Security headers on every response (pages, API, files, errors), written by @fastify/helmet: no MIME
 * sniffing, no framing, no cross-origin window handles, a referrer without path to other sites (and
 * helmet's other defaults: no cross-site reads of our files, no DNS prefetch). The policy above is set
 * here, fixed and without nonce, and a page's own with its nonce when the page asks for one: only pages
 * carry inline scripts, and a fresh nonce and policy on every JSON answer was 5 % of a tour list's time.
 * Helmet knows neither Permissions-Policy nor the request's protocol, so those two are set here too: HSTS
 * only on HTTPS (behind the proxy, whose X-Forwarded-Proto Fastify trusts).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const site = { development: options.development, stripe: options.stripe };
    const fixedPolicy = contentSecurityPolicy(site);
    const nonces = new WeakMap<FastifyReply, string>();
    app.decorateReply('pageNonce', function (this: FastifyReply) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(this, nonce);
        this.header('content-security-policy', contentSecurityPolicy({ ...site, nonce }));
      }
      return nonce;
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('content-security-policy', fixedPolicy);
      reply.header('permissions-policy', permissionsPolicy);
      // Two years, this host only: whether sibling host names (previews, staging) are HTTPS-only is the operator's call.
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=63072000');
    });
    await app.register(helmet, {
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
