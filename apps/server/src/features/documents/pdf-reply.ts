import type { FastifyReply } from 'fastify';
import type { PdfFile } from './document-service.ts';

/** A PDF download, never kept by a shared cache: documents hold names, phones, addresses and earnings. */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
