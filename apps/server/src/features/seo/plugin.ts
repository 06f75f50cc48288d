import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@cicerone/db/client';
import { AppError } from '@cicerone/core/errors';
import { text } from '@cicerone/core/contracts/common';
import { leftoverRedirect } from './leftover-routes.ts';
import { seoQueries } from './seo-queries.ts';
import { robotsTxt } from './robots.ts';
import { sitemapService } from './sitemap.ts';

/** Crawlers re-read these daily at most; an hour keeps them fresh enough and cheap. */
const crawlerCache = 'public, max-age=3600';
const xmlType = 'application/xml; charset=utf-8';

const routes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  const { publicUrl } = app.services.config;
  const sitemaps = sitemapService(seoQueries(options.db), { origin: publicUrl });

  // Leftover pages of requirements §screens.not-built (see leftover-routes.ts): after the password gate, before any route.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const to = leftoverRedirect(request.url);
    if (to) return reply.redirect(to, 301);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', crawlerCache).send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type(xmlType).header('cache-control', crawlerCache).send(await sitemaps.index()),
  );

  app.get('/sitemaps/:file', { schema: { hide: true, params: z.object({ file: text(120) }) } }, async (request, reply) => {
    const xml = await sitemaps.sitemap(request.params.file);
    if (xml === undefined) throw new AppError('route_not_found', { method: request.method, path: request.url.split('?')[0] ?? '' });
    return reply.type(xmlType).header('cache-control', crawlerCache).send(xml);
  });
};

/** robots.txt, the sitemaps and the redirects of leftover routes: what search engines read besides the pages. */
export const seoPlugin = fp(routes, { name: 'seo', dependencies: ['services'] });
