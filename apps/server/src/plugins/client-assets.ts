import { join } from 'node:path';
import fp from 'fastify-plugin';
import staticFiles from '@fastify/static';

/**
 * Serves the built browser files. Hashed files under /assets/ never change, so browsers keep
 * them for a year; the build wrote .br and .gz copies beside them, served when accepted.
 *
 * /assets/ is one route that looks the file up when asked, as /files/ does (plugins/files.ts): a route
 * per file meant 2,100 files listed and 4,200 routes (GET and HEAD) built at every start, a fifth of
 * the app's set-up (requirements §quality.performance, cold start). A name missing there is a plain 404, as under /files/.
 * The few other files (the favicon, the gift-card designs) keep a route each, so every other path
 * still reaches the pages.
 */
export const clientAssetsPlugin = fp<{ root: string }>(
  async (app, options) => {
    await app.register(staticFiles, {
      root: join(options.root, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      preCompressed: true,
      index: false,
      list: false,
      cacheControl: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    await app.register(staticFiles, {
      root: options.root,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      preCompressed: true,
      index: false,
      cacheControl: false,
      // The first registration owns reply.sendFile.
      decorateReply: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=3600');
      },
    });
  },
  { name: 'client-assets' },
);
