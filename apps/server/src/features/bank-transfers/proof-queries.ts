import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { customerOrder, paymentProof } from '@cicerone/db/schema/orders';

export interface ProofSummary {
  id: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

const summaryColumns = { id: paymentProof.id, contentType: paymentProof.contentType, size: paymentProof.size, uploadedAt: paymentProof.uploadedAt };

/** An order by its reference as people type it (any case). */
const byReference = (reference: string) => sql`upper(${customerOrder.reference}) = upper(${reference})`;

/** The buyer's own bank-transfer order by reference; null for anyone else's or a card order. */
export async function ownBankOrder(db: Executor, userId: string, reference: string) {
  const [order] = await db
    .select({ id: customerOrder.id, status: customerOrder.status })
    .from(customerOrder)
    .where(and(eq(customerOrder.userId, userId), eq(customerOrder.paymentMethod, 'bank_transfer'), byReference(reference)));
  return order ?? null;
}

/** The order's status, its row locked until the transaction ends. */
export async function lockOrderStatus(tx: Executor, orderId: string) {
  const [locked] = await tx.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.id, orderId)).for('update');
  return locked?.status ?? null;
}

export async function proofCount(db: Executor, orderId: string): Promise<number> {
  const [row] = await db.select({ stored: count() }).from(paymentProof).where(eq(paymentProof.orderId, orderId));
  return row?.stored ?? 0;
}

export async function insertProof(tx: Executor, values: { orderId: string; path: string; contentType: string; size: number }): Promise<ProofSummary> {
  const [row] = await tx.insert(paymentProof).values(values).returning(summaryColumns);
  if (!row) throw new Error('payment_proof insert returned nothing');
  return row;
}

/** The order's proofs, oldest first. */
export async function proofsOf(db: Executor, orderId: string): Promise<ProofSummary[]> {
  return db.select(summaryColumns).from(paymentProof).where(eq(paymentProof.orderId, orderId)).orderBy(asc(paymentProof.uploadedAt), asc(paymentProof.id));
}

/** The proofs of several orders, oldest first, with their order. */
export async function proofsOfOrders(db: Executor, orderIds: readonly string[]) {
  return db
    .select({ orderId: paymentProof.orderId, ...summaryColumns })
    .from(paymentProof)
    .where(sql`${paymentProof.orderId} in ${[...new Set(orderIds)]}`)
    .orderBy(asc(paymentProof.uploadedAt), asc(paymentProof.id));
}

/** A proof of the order with this reference, with where its file is and whose order it is; null when none. */
/** One proof of an order; with `ownerId`, only if that account placed the order (ownership is part of the query). */
export async function proofOfOrder(db: Executor, orderReference: string, proofId: string, ownerId?: string) {
  const [row] = await db
    .select({ path: paymentProof.path, contentType: paymentProof.contentType, reference: customerOrder.reference })
    .from(paymentProof)
    .innerJoin(customerOrder, eq(customerOrder.id, paymentProof.orderId))
    .where(and(eq(paymentProof.id, proofId), byReference(orderReference), ownerId === undefined ? undefined : eq(customerOrder.userId, ownerId)));
  return row ?? null;
}
