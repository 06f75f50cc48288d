import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { giftCardOccasions } from '../gift-cards/gift-card-rules.ts';
import { orderReferenceParams } from './orders.ts';

/**
 * Bank transfers (requirements §screens.checkout, §lifecycles.addresses, §constants.uploads): the buyer's proofs of payment and the back office's list of
 * transfers to confirm. Input schemas carry no `.register(apiSchemas, { id })` (see contracts/bookings.ts).
 */

/** A proof of payment as listed: never its storage path. */
export const proofSchema = z
  .object({
    id: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    uploadedAt: z.string(),
  })
  .register(apiSchemas, { id: 'PaymentProof' });
export type ProofAnswer = z.infer<typeof proofSchema>;

export const proofListSchema = z.object({ proofs: z.array(proofSchema) });

export const uploadedProofSchema = z.object({ message: z.string(), proof: proofSchema });

/** A proof's file as the API answers it: its bytes, typed by content (documented as binary). */
export const proofFileSchema = z.string().register(apiSchemas, { description: 'The file: a PDF, JPEG or PNG.', format: 'binary' });

export const proofParams = orderReferenceParams.extend({ id: z.uuid({ error: 'errors.query.uuid' }) });

export const waitingTransferSchema = z
  .object({
    reference: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
    /** Minor units of `currency`. */
    amount: z.number().int(),
    currency: z.string(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    proofs: z.array(proofSchema.extend({ url: z.string() })),
    /** What the order bought: its tours, and its gift cards (value in EUR cents, fixed at purchase). */
    items: z.object({ tours: z.number().int(), giftCards: z.array(z.object({ valueEurCents: z.number().int(), occasion: z.enum(giftCardOccasions) })) }),
  })
  .register(apiSchemas, { id: 'WaitingBankTransfer' });
export type WaitingTransfer = z.infer<typeof waitingTransferSchema>;

export const waitingTransfersSchema = z.object({ transfers: z.array(waitingTransferSchema) });

export const confirmedTransferSchema = z.object({ message: z.string(), reference: z.string(), paidAt: z.string() });

/** Where a proof's file is read (owner or admin), as the list links it. */
export function proofPath(orderReference: string, proofId: string): string {
  return `/api/orders/${encodeURIComponent(orderReference)}/proofs/${proofId}`;
}
