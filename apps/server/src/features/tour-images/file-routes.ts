import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import { errorBody } from '@cicerone/core/contracts/common';
import { tourImageFileParams } from '@cicerone/core/contracts/tour-images';
import { AppError } from '@cicerone/core/errors';

/**
 * The converted photos of the tours' galleries (decision 0032), from the file store (disk or S3).
 * A name is its content's hash: its bytes never change, so browsers and proxies keep it a year.
 */
export const tourImageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tourImages } = app.services;
  app.get(
    '/tour-images/:file',
    {
      schema: {
        tags: ['catalog'],
        description: "A tour photo's file: `<hash>-<width>.avif` or `.webp`, as the galleries' `srcset`s name them; cached for a year (immutable).",
        params: tourImageFileParams,
        produces: ['image/avif', 'image/webp'],
        response: { 200: z.string().register(apiSchemas, { format: 'binary' }), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const file = await tourImages.file(request.params.file);
      if (!file) throw new AppError('not_found');
      const type = request.params.file.endsWith('.avif') ? 'image/avif' : 'image/webp';
      reply.header('content-type', type).header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
      return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) as unknown as string);
    },
  );
};
