import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import { contentSecurityPolicy } from './security-headers.ts';

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
      // Components and descriptions come from the contracts' own registry (contracts/api-schemas.ts says why).
      transform: createJsonSchemaTransform({ schemaRegistry: apiSchemas }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemas }),
    });
    // Swagger UI's page is static HTML whose scripts are files of its own, without our nonce, and which
    // write <style> elements: it gets the site's policy in its nonce-less form (scripts from this origin only).
    await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: () => contentSecurityPolicy({ inlineStyles: true }) });
  },
  { name: 'openapi', dependencies: ['services'] },
);
