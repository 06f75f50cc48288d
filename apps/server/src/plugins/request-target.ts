import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { AppError } from '@cicerone/core/errors';

/** What OPTIONS * answers: the methods this server takes on some resource (pages: GET, HEAD, POST; the API: the rest). */
const serverMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

const absoluteForm = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Fastify's rewriteUrl: every request target in the origin form (`/path?query`) before routing, so
 * no route, hook or page has to know the others. HTTP/1.1 servers must accept the absolute form
 * (`GET http://host/path`, RFC 9112 §3.2.2), in which the target's authority replaces the Host
 * header; the pages' Request is built from host + url, and an absolute url there made
 * `http://hosthttp://host/path`. The asterisk form (`OPTIONS *`) stays as it is: requestTargetPlugin
 * answers it.
 */
export function originForm(request: IncomingMessage): string {
  const target = request.url ?? '/';
  if (!absoluteForm.test(target)) return target;
  const url = URL.parse(target);
  if (!url || !url.host) return '/';
  request.headers.host = url.host;
  return `${url.pathname}${url.search}`;
}

/** The asterisk form asks about the server itself: OPTIONS says what it takes, any other method is a bad request (RFC 9112 §3.2.4). */
export const requestTargetPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.raw.url !== '*') return;
      if (request.method === 'OPTIONS') return reply.status(204).header('allow', serverMethods).send();
      throw new AppError('bad_request');
    });
  },
  { name: 'request-target', dependencies: ['errors'] },
);
