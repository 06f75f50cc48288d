import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import { withLog } from '../shared/log-context.ts';

const header = 'x-request-id';

/** What a load balancer's id may look like (nginx's hex, a UUID, AWS's Root=1-…): nothing that could forge a log line. */
const acceptedId = /^[\w.:=+/@-]{1,128}$/;

/**
 * Fastify's genReqId: the X-Request-Id a trusted proxy (TRUST_PROXY) sent, so one id follows a
 * request from the load balancer's log into ours; anyone else's is ignored, since a client could
 * otherwise make its requests share an id with someone else's. Without one, a UUID: unique across
 * processes, where Fastify's default counter restarts at each start.
 */
export function requestIdGenerator(trustProxy: readonly string[]): (request: IncomingMessage) => string {
  const trusted = trustProxy.length > 0 ? proxyAddr.compile([...trustProxy]) : undefined;
  return (request) => {
    const given = request.headers[header];
    const peer = request.socket.remoteAddress;
    if (trusted && typeof given === 'string' && acceptedId.test(given) && peer !== undefined && trusted(peer, 0)) return given;
    return randomUUID();
  };
}

/**
 * Returns the request id in X-Request-Id (a user reporting a problem can quote it) and makes the
 * request's logger (which carries the id) the current one for everything the request does.
 * Register it first: onRequest hooks registered later run inside the context.
 */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(header, request.id);
      withLog(request.log, done);
    });
    // Reading the body resumes in the socket's context, not the request's: enter it again.
    app.addHook('preValidation', (request, _reply, done) => withLog(request.log, done));
  },
  { name: 'request-id' },
);
