import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The API contract, generated from the same zod schemas that validate requests: /api/docs (UI) and /api/docs/json. */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Cicerone API',
          version: '1.0.0',
          description: 'Private tours with local guides. Errors are {message, code}; messages follow the `language` query or the lang cookie.',
        },
        servers: [{ url: app.services.config.publicUrl }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi', dependencies: ['services'] },
);
