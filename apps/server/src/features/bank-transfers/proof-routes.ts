import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proofFileSchema, proofListSchema, proofParams, uploadedProofSchema, type ProofAnswer } from '@cicerone/core/contracts/bank-transfers';
import { errorBody } from '@cicerone/core/contracts/common';
import { orderReferenceParams } from '@cicerone/core/contracts/orders';
import { oneFileLimits, readFileField, refuseDeclaredOversize } from '../../shared/uploads.ts';
import type { ProofSummary } from './proofs.ts';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';


export function proofAnswer(proof: ProofSummary): ProofAnswer {
  return { id: proof.id, contentType: proof.contentType, size: proof.size, uploadedAt: proof.uploadedAt.toISOString() };
}

/**
 * Proofs of payment of the caller's bank-transfer orders (requirements §screens.bookings booking detail, §constants.uploads 5 MB).
 * The multipart parser lives in this plugin's scope only: the rest of the API takes JSON.
 */
export const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  const { proofs } = app.services;
  const tags = ['orders'];

  await app.register(multipart, oneFileLimits('proof'));

  app.addHook('onSend', privateAnswer);

  app.post(
    '/orders/:reference/proof',
    {
      onRequest: refuseDeclaredOversize('proof'),
      schema: {
        tags,
        description: 'Uploads a proof of payment (multipart/form-data, one file field `file`: PDF, JPG or PNG by content, at most 5 MB) for one of the caller’s bank-transfer orders still awaiting payment; at most 10 per order.',
        consumes: ['multipart/form-data'],
        params: orderReferenceParams,
        response: { 201: uploadedProofSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      const user = signedIn(request.user);
      const bytes = await readFileField(request, 'proof');
      const proof = await proofs.upload(user.id, request.params.reference, bytes);
      return reply.status(201).send({ message: request.t('bankTransfers.proofUploaded'), proof: proofAnswer(proof) });
    },
  );

  app.get(
    '/orders/:reference/proofs',
    {
      schema: {
        tags,
        description: 'The proofs of payment of one of the caller’s bank-transfer orders, oldest first, with their upload date.',
        params: orderReferenceParams,
        response: { 200: proofListSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      return { proofs: (await proofs.list(user.id, request.params.reference)).map(proofAnswer) };
    },
  );

  app.get(
    '/orders/:reference/proofs/:id',
    {
      schema: {
        tags,
        description: 'The file of one proof of payment, for the order’s buyer or an admin.',
        params: proofParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: proofFileSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const user = signedIn(request.user);
      const file = await proofs.read(user, request.params.reference, request.params.id);
      // Shown in the browser (a receipt to read): the bytes are a PDF, JPEG or PNG by content, and nosniff keeps it so.
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        // A Buffer is sent as it is (Fastify serializes objects only); the schema above documents it as binary.
        .send(Buffer.from(file.bytes) as unknown as string);
    },
  );
};
