import { zonedInstant } from '../checkout/start-time.ts';
import type { GiftCardSendAt } from '../contracts/gift-cards.ts';
import { giftCardMaxScheduleDays } from './gift-card-rules.ts';

const dayMs = 86_400_000;

/**
 * The instant a card is e-mailed, from the buyer's choice: now, or a day and time on the buyer's
 * own clock (their IANA zone), stored as an instant (decision 0007). Null when that time is not a
 * time at all (an unknown zone), is further ahead than a year, or is already a day past. A time
 * that passed while the buyer was filling the form in is sent now.
 */
export function giftCardSendInstant(sendAt: GiftCardSendAt, now: Date): Date | null {
  if (sendAt === 'now') return now;
  let instant: Date;
  try {
    instant = zonedInstant(sendAt.day, sendAt.time, sendAt.timeZone);
  } catch {
    return null;
  }
  if (Number.isNaN(instant.getTime())) return null;
  if (instant.getTime() > now.getTime() + giftCardMaxScheduleDays * dayMs || instant.getTime() < now.getTime() - dayMs) return null;
  return instant < now ? now : instant;
}
