/**
 * How long a client may take, set deliberately (requirements §quality.robustness: a request that stopped sending held its
 * connection for minutes; Fastify's defaults disable the idle and request timeouts). Documented in
 * README's configuration section; each value says what it lets through.
 */
export const connectionLimits = {
  /** A connection that neither sends nor receives for this long is closed: a stalled upload, a slowloris, a hung client. */
  idleMs: 10_000,
  /** The request line and headers must have arrived this long after the request began (Node's default is 60 s). */
  headersMs: 10_000,
  /** The whole request, body included: a 5 MB proof of payment over a slow uplink (about 400 kbit/s) still fits. */
  requestMs: 120_000,
  /**
   * An idle keep-alive connection between two requests: longer than a load balancer's usual 60 s, so the
   * balancer drops it first and never sends a request on a socket this server is closing.
   */
  keepAliveMs: 72_000,
  /** How often Node checks the header and request deadlines (its default, 30 s, would let them overrun). */
  checkEveryMs: 1_000,
  /** An API JSON body (uploads have their own limits, core/uploads.ts): far above any form, far below a memory worry. */
  bodyBytes: 1024 * 1024,
} as const;
