import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's refunds over the API: the SEPA file of the euro transfers to send (requirements §lifecycles.refund). */
export const refundAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { refunds } = app.services;
  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/refunds/sepa.xml',
    {
      schema: {
        tags: ['admin'],
        description: 'The euro refunds waiting for their bank transfer to a SEPA account, as one SEPA credit-transfer file (pain.001.001.03); 409 when there is none.',
        produces: ['application/xml'],
      },
    },
    async (_request, reply) => {
      const file = await refunds.sepaFile();
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.xml);
    },
  );
};
