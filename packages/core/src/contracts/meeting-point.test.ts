import { describe, expect, it } from 'vitest';
import { meetingPointMaxLength } from '../limits.ts';
import { adminChangeBookingBody } from './admin-bookings.ts';
import { updateBookingBody } from './bookings.ts';
import { cartItemBody, cartItemPatch } from './cart.ts';

/** The meeting point a traveller types when booking and the one they (or an admin) type on a change have one bound. */
describe('the meeting point’s length', () => {
  const item = {
    tourId: 1,
    duration: '4h',
    day: '2030-05-01',
    startTime: '10:00',
    travellers: { adults: 2 },
    guideLanguage: 'en',
    contact: { name: 'Claire', email: 'claire@example.com', phone: '+33612345678' },
  };
  const longest = 'x'.repeat(meetingPointMaxLength);
  const tooLong = `${longest}x`;

  it('takes the longest meeting point everywhere it is typed', () => {
    expect(cartItemBody.safeParse({ ...item, meetingPoint: longest }).success).toBe(true);
    expect(cartItemPatch.safeParse({ meetingPoint: longest }).success).toBe(true);
    expect(updateBookingBody.safeParse({ meetingPoint: longest }).success).toBe(true);
    expect(adminChangeBookingBody.safeParse({ meetingPoint: longest }).success).toBe(true);
  });

  it('refuses one character more everywhere, as too long', () => {
    for (const result of [
      cartItemBody.safeParse({ ...item, meetingPoint: tooLong }),
      cartItemPatch.safeParse({ meetingPoint: tooLong }),
      updateBookingBody.safeParse({ meetingPoint: tooLong }),
      adminChangeBookingBody.safeParse({ meetingPoint: tooLong }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['meetingPoint', 'errors.field.too_long']]);
    }
  });
});
