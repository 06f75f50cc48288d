import fp from 'fastify-plugin';
import staticFiles from '@fastify/static';

/**
 * Serves the built browser files. Hashed files under /assets/ never change, so browsers keep
 * them for a year; the build wrote .br and .gz copies beside them, served when accepted.
 */
export const clientAssetsPlugin = fp<{ root: string }>(
  async (app, options) => {
    await app.register(staticFiles, {
      root: options.root,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  },
  { name: 'client-assets' },
);
