import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingParams, creditNoteParams } from '@cicerone/core/contracts/bookings';
import { sendPdf } from './pdf-reply.ts';
import { signedIn } from '../../access/signed-in.ts';

/**
 * The traveller's documents (requirements §api.paths): the voucher of a booking, the invoice of its
 * order and the order's credit notes (decision 0052), as PDF in the request's language
 * (`?language=`, else the language cookie or header).
 * Ownership is in the query: another account's booking is a 404.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.services;
  const tags = ['bookings'];
  app.get(
    '/me/bookings/:id/voucher.pdf',
    {
      schema: {
        tags,
        description: 'The voucher of one of the caller’s bookings (by id or reference), to show the guide: a PDF with the booking reference and its QR code. Only for a paid booking that is not cancelled (409 otherwise).',
        params: bookingParams,
        // No response schema: the answer is the PDF's bytes (errors still have the usual JSON body).
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await documents.voucher(signedIn(request.user).id, request.params.id, request.locale)),
  );

  app.get(
    '/me/bookings/:id/invoice.pdf',
    {
      schema: {
        tags,
        description: 'The invoice of the order of one of the caller’s bookings, as a PDF; issued when the order is paid (409 before).',
        params: bookingParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await documents.invoice(signedIn(request.user).id, request.params.id, request.locale)),
  );

  app.get(
    '/me/bookings/:id/credit-notes/:creditNoteNumber.pdf',
    {
      schema: {
        tags,
        description:
          'A credit note of the order of one of the caller’s bookings, by its number (as the booking’s refunds name it), as a PDF: the corrective invoice a refund of the invoiced order issued. 404 for a number the order has none under.',
        params: creditNoteParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await documents.creditNote(signedIn(request.user).id, request.params.id, request.params.creditNoteNumber, request.locale)),
  );
};
