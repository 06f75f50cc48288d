import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { isAwaitingPayment } from '@cicerone/core/checkout/order-status';
import { AppError } from '@cicerone/core/errors';
import { proofsPerOrder } from '@cicerone/core/limits';
import { uploads } from '@cicerone/core/uploads';
import { roles, type Role } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import { customerOrder, paymentProof } from '@cicerone/db/schema/orders';
import type { FileStore } from '../../shared/file-store.ts';

type ProofContentType = (typeof uploads.proof.contentTypes)[number];

const extensionOf: Record<ProofContentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export interface ProofSummary {
  id: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

const summaryColumns = { id: paymentProof.id, contentType: paymentProof.contentType, size: paymentProof.size, uploadedAt: paymentProof.uploadedAt };

/** The type the bytes ARE (magic numbers), whatever the file is called: a '.pdf' holding text is refused. */
export async function proofTypeOf(bytes: Uint8Array): Promise<ProofContentType> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime as string | undefined;
  const allowed = uploads.proof.contentTypes.find((type) => type === mime);
  if (!allowed) throw new AppError('proof_type_not_allowed');
  return allowed;
}

/** An order by its reference, seen by its buyer only; by reference as people type it (any case). */
const byReference = (reference: string) => sql`upper(${customerOrder.reference}) = upper(${reference})`;

/**
 * Proofs of payment for bank-transfer orders (spec §2, §9): the buyer uploads a receipt while the
 * order waits for its transfer, the back office reads it before confirming. Files go to the
 * private file store; the rows say where, what type (by content) and how big.
 */
export function proofService(db: Database, options: { files: FileStore }) {
  const { files } = options;

  /** The caller's own bank-transfer order; anyone else's (or a card order) is not found. */
  async function ownBankOrder(userId: string, reference: string) {
    const [order] = await db
      .select({ id: customerOrder.id, status: customerOrder.status })
      .from(customerOrder)
      .where(and(eq(customerOrder.userId, userId), eq(customerOrder.paymentMethod, 'bank_transfer'), byReference(reference)));
    if (!order) throw new AppError('order_not_found');
    return order;
  }

  async function proofsOf(orderId: string): Promise<ProofSummary[]> {
    return db.select(summaryColumns).from(paymentProof).where(eq(paymentProof.orderId, orderId)).orderBy(asc(paymentProof.uploadedAt), asc(paymentProof.id));
  }

  return {
    /**
     * Stores one proof for the caller's order still awaiting its transfer. Checked before storing
     * (size, type by content, order state, count) and again under the order's row lock when the
     * row is written, so two uploads at once never pass 10; a file whose row was not written is
     * deleted again.
     */
    async upload(userId: string, orderReference: string, bytes: Uint8Array): Promise<ProofSummary> {
      if (bytes.byteLength > uploads.proof.maxBytes) throw new AppError('proof_too_large');
      const order = await ownBankOrder(userId, orderReference);
      if (!isAwaitingPayment(order.status)) throw new AppError('order_not_awaiting_payment');
      if (bytes.byteLength === 0) throw new AppError('proof_type_not_allowed');
      const contentType = await proofTypeOf(bytes);
      const [{ stored = 0 } = {}] = await db.select({ stored: count() }).from(paymentProof).where(eq(paymentProof.orderId, order.id));
      if (stored >= proofsPerOrder) throw new AppError('proof_limit_reached', { max: proofsPerOrder });

      const key = `proofs/${order.id}/${randomUUID()}.${extensionOf[contentType]}`;
      try {
        await files.put(key, bytes, contentType);
      } catch (error) {
        throw new AppError('proof_upload_failed', undefined, { cause: error });
      }
      try {
        return await db.transaction(async (tx) => {
          const [locked] = await tx.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.id, order.id)).for('update');
          if (!locked || !isAwaitingPayment(locked.status)) throw new AppError('order_not_awaiting_payment');
          const [{ now = 0 } = {}] = await tx.select({ now: count() }).from(paymentProof).where(eq(paymentProof.orderId, order.id));
          if (now >= proofsPerOrder) throw new AppError('proof_limit_reached', { max: proofsPerOrder });
          const [row] = await tx.insert(paymentProof).values({ orderId: order.id, path: key, contentType, size: bytes.byteLength }).returning(summaryColumns);
          if (!row) throw new AppError('internal');
          return row;
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
      return proofsOf(order.id);
    },

    /** The proofs of several orders at once (the back office's list, the bookings list). */
    async ofOrders(orderIds: readonly string[]): Promise<Map<string, ProofSummary[]>> {
      const byOrder = new Map<string, ProofSummary[]>();
      if (orderIds.length === 0) return byOrder;
      const rows = await db
        .select({ orderId: paymentProof.orderId, ...summaryColumns })
        .from(paymentProof)
        .where(sql`${paymentProof.orderId} in ${[...new Set(orderIds)]}`)
        .orderBy(asc(paymentProof.uploadedAt), asc(paymentProof.id));
      for (const { orderId, ...proof } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), proof]);
      return byOrder;
    },

    /** One proof's file, for its order's buyer or an admin; anyone else gets the same 404 as a missing proof. */
    async read(reader: { id: string; role: Role }, orderReference: string, proofId: string) {
      const [row] = await db
        .select({ path: paymentProof.path, contentType: paymentProof.contentType, userId: customerOrder.userId, reference: customerOrder.reference })
        .from(paymentProof)
        .innerJoin(customerOrder, eq(customerOrder.id, paymentProof.orderId))
        .where(and(eq(paymentProof.id, proofId), byReference(orderReference)));
      if (!row || (row.userId !== reader.id && reader.role > roles.admin)) throw new AppError('proof_not_found');
      const file = await files.get(row.path);
      if (!file) throw new AppError('proof_not_found');
      const name = `${row.reference}-proof-${proofId.slice(0, 8)}.${row.path.split('.').pop() ?? 'bin'}`;
      return { bytes: file.bytes, contentType: row.contentType, filename: name };
    },
  };
}

export type ProofService = ReturnType<typeof proofService>;
