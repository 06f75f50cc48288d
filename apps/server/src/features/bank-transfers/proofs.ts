import { randomUUID } from 'node:crypto';
import { isAwaitingPayment } from '@cicerone/core/checkout/order-status';
import { AppError } from '@cicerone/core/errors';
import { proofsPerOrder } from '@cicerone/core/limits';
import { tooLargeValues, uploads } from '@cicerone/core/uploads';
import { roles, type Role } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import type { FileStore } from '../../shared/file-store.ts';
import { insertProof, lockOrderStatus, ownBankOrder as findOwnBankOrder, proofCount, proofOfOrder, proofsOf, proofsOfOrders, type ProofSummary } from './proof-queries.ts';

export type { ProofSummary };

type ProofContentType = (typeof uploads.proof.contentTypes)[number];

const extensionOf: Record<ProofContentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The type the bytes ARE (magic numbers), whatever the file is called: a '.pdf' holding text is refused. */
export async function proofTypeOf(bytes: Uint8Array): Promise<ProofContentType> {
  // The magic-byte reader loads with the first proof sent, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as string | undefined;
  const allowed = uploads.proof.contentTypes.find((type) => type === mime);
  if (!allowed) throw new AppError('proof_type_not_allowed');
  return allowed;
}

/**
 * Proofs of payment for bank-transfer orders (requirements §lifecycles.bank-transfer, §constants.uploads): the buyer uploads a receipt while the
 * order waits for its transfer, the back office reads it before confirming. Files go to the
 * private file store; the rows say where, what type (by content) and how big.
 */
export function proofService(db: Database, options: { files: FileStore }) {
  const { files } = options;

  /** The caller's own bank-transfer order; anyone else's (or a card order) is not found. */
  async function ownBankOrder(userId: string, reference: string) {
    const order = await findOwnBankOrder(db, userId, reference);
    if (!order) throw new AppError('order_not_found');
    return order;
  }

  return {
    /**
     * Stores one proof for the caller's order still awaiting its transfer. Checked before storing
     * (size, type by content, order state, count) and again under the order's row lock when the
     * row is written, so two uploads at once never pass 10; a file whose row was not written is
     * deleted again.
     */
    async upload(userId: string, orderReference: string, bytes: Uint8Array): Promise<ProofSummary> {
      if (bytes.byteLength > uploads.proof.maxBytes) throw new AppError('proof_too_large', tooLargeValues('proof'));
      const order = await ownBankOrder(userId, orderReference);
      if (!isAwaitingPayment(order.status)) throw new AppError('order_not_awaiting_payment');
      if (bytes.byteLength === 0) throw new AppError('proof_type_not_allowed');
      const contentType = await proofTypeOf(bytes);
      if ((await proofCount(db, order.id)) >= proofsPerOrder) throw new AppError('proof_limit_reached', { max: proofsPerOrder });

      const key = `proofs/${order.id}/${randomUUID()}.${extensionOf[contentType]}`;
      try {
        await files.put(key, bytes, contentType);
      } catch (error) {
        throw new AppError('proof_upload_failed', undefined, { cause: error });
      }
      try {
        return await db.transaction(async (tx) => {
          const status = await lockOrderStatus(tx, order.id);
          if (!status || !isAwaitingPayment(status)) throw new AppError('order_not_awaiting_payment');
          if ((await proofCount(tx, order.id)) >= proofsPerOrder) throw new AppError('proof_limit_reached', { max: proofsPerOrder });
          return insertProof(tx, { orderId: order.id, path: key, contentType, size: bytes.byteLength });
        });
      } catch (error) {
        // No row points at the file: it must not stay behind as an orphan nobody can read or delete.
        await files.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** The proofs of the caller's own bank-transfer order, oldest first. */
    async list(userId: string, orderReference: string): Promise<ProofSummary[]> {
      const order = await ownBankOrder(userId, orderReference);
      return proofsOf(db, order.id);
    },

    /** The proofs of several orders at once (the back office's list, the bookings list). */
    async ofOrders(orderIds: readonly string[]): Promise<Map<string, ProofSummary[]>> {
      const byOrder = new Map<string, ProofSummary[]>();
      if (orderIds.length === 0) return byOrder;
      const rows = await proofsOfOrders(db, orderIds);
      for (const { orderId, ...proof } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), proof]);
      return byOrder;
    },

    /** One proof's file, for its order's buyer or an admin (the owner is part of the query); anyone else gets the same 404 as a missing proof. */
    async read(reader: { id: string; role: Role }, orderReference: string, proofId: string) {
      const row = await proofOfOrder(db, orderReference, proofId, reader.role <= roles.admin ? undefined : reader.id);
      if (!row) throw new AppError('proof_not_found');
      const file = await files.get(row.path);
      if (!file) throw new AppError('proof_not_found');
      const name = `${row.reference}-proof-${proofId.slice(0, 8)}.${row.path.split('.').pop() ?? 'bin'}`;
      return { bytes: file.bytes, contentType: row.contentType, filename: name };
    },
  };
}

export type ProofService = ReturnType<typeof proofService>;
