import { z } from 'zod';
import { AppError } from '@cicerone/core/errors';
import type { NewPayment, RefundRequest } from './provider.ts';

const minorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const key = z.string().min(1).max(255);

const newPayment = z.object({
  orderReference: z.string().min(1).max(100),
  amount: minorUnits,
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase()),
  idempotencyKey: key,
  description: z.string().max(1000),
});

const refundRequest = z.object({ paymentId: z.string().min(1), reference: z.string().min(1), amount: minorUnits.optional(), idempotencyKey: key });

/**
 * Both providers check their input the same way, before anything leaves the process: the amounts
 * come from the server's own pricing, so a bad one is a bug to stop, never a card to charge.
 */
export function checkedNewPayment(payment: NewPayment): NewPayment {
  const parsed = newPayment.safeParse(payment);
  if (!parsed.success) throw new AppError('bad_request', undefined, { cause: parsed.error });
  return parsed.data;
}

export function checkedRefund(request: RefundRequest): RefundRequest {
  const parsed = refundRequest.safeParse(request);
  if (!parsed.success) throw new AppError('bad_request', undefined, { cause: parsed.error });
  return parsed.data;
}
