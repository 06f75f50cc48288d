import fp from 'fastify-plugin';
import type { AppServices } from '../services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export const servicesPlugin = fp<{ services: AppServices }>(
  async (app, options) => {
    app.decorate('services', options.services);
  },
  { name: 'services' },
);
