import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { secureCookies } from './auth.ts';

const pageMethods = 'GET, HEAD, POST';

export interface PagesOptions {
  /** The React Router server build: imported once in production, reloaded on change in development. */
  loadBuild: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  /** Vite's dev middleware (development only): serves modules and hot updates before React Router. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

/**
 * Server-renders every path that is not the API, a static file or the health check, with the
 * application services handed to loaders and actions through the typed router context.
 */
export const pagesPlugin = fp<PagesOptions>(
  async (app, options) => {
    let handler: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

    async function currentHandler() {
      const build = await options.loadBuild();
      if (handler?.build !== build) handler = { build, handle: createRequestHandler(build, options.mode) };
      return handler;
    }

    await app.register(async (scope) => {
      // React Router reads the raw body itself (forms, actions): Fastify must not consume it.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

      const dev = options.devMiddleware;
      if (dev) {
        scope.addHook('onRequest', async (request, reply) => {
          await new Promise<void>((resolve) => dev(request.raw, reply.raw, resolve));
          if (reply.raw.writableEnded || reply.raw.headersSent) reply.hijack();
        });
      }

      // A page is read (GET, HEAD) and its forms are posted (POST): HTML forms know no other method.
      scope.route({
        method: ['PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        url: '/*',
        handler: async (request, reply) => reply.status(405).header('allow', pageMethods).type('text/plain; charset=utf-8').send(request.t('errors.method_not_allowed')),
      });

      scope.route({
        method: ['GET', 'HEAD', 'POST'],
        url: '/*',
        handler: async (request, reply) => {
          const { build, handle } = await currentHandler();
          const appContext = (build.entry.module as { appContext?: RouterContext<unknown> }).appContext;
          if (!appContext) throw new Error('entry.server must export appContext');
          const context = new RouterContextProvider();
          context.set(appContext, { services: app.services, clientIp: request.ip, nonce: reply.pageNonce(), secureCookies: secureCookies(request, app.services.config.publicUrl) });

          // The page sees the protocol Fastify settled on: X-Forwarded-Proto counts only from TRUST_PROXY.
          const response = await handle(createRequest(request.raw, reply.raw, { protocol: `${request.protocol}:` }), context);
          reply.status(response.status);
          for (const [name, value] of response.headers) {
            if (name !== 'set-cookie') reply.header(name, value);
          }
          // React Router answers 405 to a post on a page without a form: it is read, not posted to.
          if (response.status === 405 && !response.headers.has('allow')) reply.header('allow', 'GET, HEAD');
          const cookies = response.headers.getSetCookie();
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
        },
      });
    });
  },
  { name: 'pages', dependencies: ['services', 'security-headers'] },
);
