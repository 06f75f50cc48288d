import { describe, expect, it } from 'vitest';
import { emailOfferAt } from './support-chat.ts';

describe('emailOfferAt', () => {
  it('counts from the oldest message the team has not answered', () => {
    const messages = [
      { author: 'owner' as const, sentAt: '2026-11-25T10:00:00.000Z' },
      { author: 'team' as const, sentAt: '2026-11-25T10:01:00.000Z' },
      { author: 'owner' as const, sentAt: '2026-11-25T10:02:00.000Z' },
      { author: 'owner' as const, sentAt: '2026-11-25T10:04:00.000Z' },
    ];
    expect(emailOfferAt(messages)).toBe('2026-11-25T10:05:00.000Z');
  });

  it('is null once the team has answered, and for an empty conversation', () => {
    expect(emailOfferAt([{ author: 'owner', sentAt: '2026-11-25T10:00:00.000Z' }, { author: 'team', sentAt: '2026-11-25T10:00:30.000Z' }])).toBeNull();
    expect(emailOfferAt([])).toBeNull();
  });
});
