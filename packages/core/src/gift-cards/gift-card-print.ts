import type { GiftCardOccasion } from './gift-card-rules.ts';

/**
 * What the recipient's mail and the printable card say: a plain object, so the mail can be written
 * (and its PDF rendered at send time) without reading the database again. It holds the claim code
 * in clear, as the mail itself does: it exists only in the outbox of the mail that delivers it.
 */
export interface GiftCardPrint {
  /** The claim code as the recipient types it: GC-XXXXXXX. */
  code: string;
  /** Fixed at purchase in EUR cents, the coin unit. */
  valueEurCents: number;
  occasion: GiftCardOccasion;
  recipientName?: string;
  /** The sender's first and last name. */
  senderName: string;
  message?: string;
  /** The buyer's currency: links to the site keep it, with the language, as every mail's do. */
  currency: string;
}
