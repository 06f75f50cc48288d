import type { GiftCardOccasion } from './gift-card-rules.ts';

/**
 * What the recipient's mail and the printable card say: a plain object. With the claim code, it
 * exists only while the mail is being sent (gift-cards/delivery/gift-card-attachment.ts): the
 * outbox keeps the mail with the code masked (GC-…XYZ) and names the card by its id.
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
