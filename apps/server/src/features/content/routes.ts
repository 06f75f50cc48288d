import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoizedSerializerCompiler } from '../../shared/memoized-serializer.ts';
import { errorBody } from '@cicerone/core/contracts/common';
import { cmsEntryQuery, contentEntrySchema, placeCmsQuery } from '@cicerone/core/contracts/catalog';
import { blogListQuery, blogListSchema, blogPostParams, blogPostQuery, blogPostSchema } from '@cicerone/core/contracts/blog';
import { contentKeys } from './service.ts';

/** Editorial content (requirements §api.paths) and the blog (requirements §screens.content), public and cacheable for a minute like the reference data. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content, blog } = app.services;
  const tags = ['content'];
  const response = { 200: contentEntrySchema, 400: errorBody, 404: errorBody };

  // The services answer from caches with the same object for the same question: serialize it once.
  app.setSerializerCompiler(memoizedSerializerCompiler({ checked: app.services.config.env !== 'production' }));

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  });

  app.get(
    '/continent/cms/data',
    { schema: { tags, description: 'The introduction of a continent (content_cms_entry__ = its slug), in English when the language has none.', querystring: placeCmsQuery, response } },
    (request) => content.entry(contentKeys.continent(request.query.content_cms_entry__), request.query.language),
  );

  app.get(
    '/country/cms/data',
    { schema: { tags, description: 'The introduction of a country (content_cms_entry__ = its slug), in English when the language has none.', querystring: placeCmsQuery, response } },
    (request) => content.entry(contentKeys.country(request.query.content_cms_entry__), request.query.language),
  );

  app.get(
    '/cms/entry/dataByCmsAndLanguage',
    { schema: { tags, description: "A content entry by name ('home', 'city:paris'…), in English when the language has none.", querystring: cmsEntryQuery, response } },
    (request) => content.entry(request.query.content_cms, request.query.language),
  );

  app.get(
    '/blog/posts',
    { schema: { tags, description: 'A page of blog posts, newest first, of one category or all; a post without the language is listed in English.', querystring: blogListQuery, response: { 200: blogListSchema, 400: errorBody } } },
    (request) => blog.list(request.query),
  );

  app.get(
    '/blog/posts/:slug',
    { schema: { tags, description: 'A blog post (in English when the language has none) with tours of the city it is about.', params: blogPostParams, querystring: blogPostQuery, response: { 200: blogPostSchema, 400: errorBody, 404: errorBody } } },
    (request) => blog.post(request.params.slug, request.query),
  );
};
