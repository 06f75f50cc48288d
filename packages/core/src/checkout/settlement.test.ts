// The settlement process's table (decision 0053): every money event's steps take their locks in the
// house order (decision 0008), so two events racing over the same rows never wait on each other in a cycle.
import { describe, expect, it } from 'vitest';
import { followsLockOrder, moneyEvents, settlementProcess } from './settlement.ts';

describe('the settlement process', () => {
  it.each(moneyEvents)('%s moves its lifecycles in the house lock order', (event) => {
    expect(followsLockOrder(settlementProcess[event])).toBe(true);
  });

  it('tells a step list that takes a lock out of order', () => {
    expect(followsLockOrder([{ step: 'capacity_released', moves: ['capacity'] }, { step: 'coins_returned', moves: ['coins'] }])).toBe(false);
    expect(followsLockOrder([{ step: 'booking_cancelled', moves: ['bookings'] }, { step: 'traveller_told', moves: ['mails'] }, { step: 'coins_returned', moves: ['coins'] }])).toBe(true);
  });

  it('names each step once per event, so each is supplied by one hook', () => {
    for (const event of moneyEvents) {
      const names = settlementProcess[event].map((step) => step.step);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
