import { describe, expect, it } from 'vitest';
import { giftCardSendInstant } from './gift-card-send-at.ts';

const now = new Date('2030-03-10T12:00:00Z');

describe('when a gift card is sent', () => {
  it('is now, or the buyer’s wall-clock time in their zone as an instant', () => {
    expect(giftCardSendInstant('now', now)).toEqual(now);
    expect(giftCardSendInstant({ day: '2030-06-12', time: '09:00', timeZone: 'Europe/London' }, now)).toEqual(new Date('2030-06-12T08:00:00Z'));
    expect(giftCardSendInstant({ day: '2030-03-11', time: '09:00', timeZone: 'Asia/Tokyo' }, now)).toEqual(new Date('2030-03-11T00:00:00Z'));
  });

  it('is refused more than a year ahead, a day in the past, or in a zone that does not exist; a minute past is now', () => {
    expect(giftCardSendInstant({ day: '2031-03-12', time: '12:00', timeZone: 'Europe/Paris' }, now)).toBeNull();
    expect(giftCardSendInstant({ day: '2030-03-08', time: '12:00', timeZone: 'Europe/Paris' }, now)).toBeNull();
    expect(giftCardSendInstant({ day: '2030-06-12', time: '09:00', timeZone: 'Mars/Olympus' }, now)).toBeNull();
    expect(giftCardSendInstant({ day: '2030-03-10', time: '12:59', timeZone: 'Europe/Paris' }, now)).toEqual(now);
  });
});
