import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '../checkout/cancellation.ts';
import { cancellationKindOf, quoteKinds } from './quote-kinds.ts';
import { quoteMachine } from './quote-status.ts';

describe('the quote lifecycle (issue 16 §3)', () => {
  it('is the table the issue tells', () => {
    expect(quoteMachine.describe()).toEqual([
      'new -submitted-> submitted',
      'submitted -offer_sent-> offered',
      'offered -accepted-> accepted',
      'offered -declined-> declined',
      'offered -offer_expired-> expired',
      'accepted -paid-> paid',
    ]);
  });

  it('never accepts an offer twice, nor one declined or expired, nor a request not answered yet', () => {
    for (const status of ['submitted', 'accepted', 'declined', 'expired', 'paid'] as const) expect(quoteMachine.canApply(status, 'accepted')).toBe(false);
    expect(() => quoteMachine.nextStatus('expired', 'accepted')).toThrow(expect.objectContaining({ code: 'quote_status_conflict' }));
  });

  it('ends in paid, declined or expired', () => {
    expect(['paid', 'declined', 'expired'].every((status) => quoteMachine.isFinalStatus(status as 'paid'))).toBe(true);
    expect(quoteMachine.isFinalStatus('offered')).toBe(false);
  });
});

describe('a service booked from a quote is cancelled through the tours’ policy function (spec §9: 48 h)', () => {
  const startsAt = new Date('2031-03-02T06:40:00Z');
  const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * 3_600_000);

  it.each(quoteKinds)('%s: free at 49 h before, no refund at 47 h', (kind) => {
    expect(cancellationTerms(cancellationKindOf[kind], startsAt, hoursBefore(49))).toMatchObject({ free: true, refund: 'full' });
    expect(cancellationTerms(cancellationKindOf[kind], startsAt, hoursBefore(47))).toMatchObject({ free: false, refund: 'none' });
    expect(cancellationTerms(cancellationKindOf[kind], startsAt, hoursBefore(30))).toMatchObject({ free: false, refund: 'none' });
  });
});
