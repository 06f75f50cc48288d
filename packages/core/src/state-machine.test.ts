import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingEvents, bookingMachine, bookingStatuses } from './checkout/booking-status.ts';
import { orderEvents, orderMachine, orderStatuses } from './checkout/order-status.ts';
import { missionEvents, missionMachine, missionStatuses } from './missions/mission-status.ts';
import type { StateMachine } from './state-machine.ts';

interface Lifecycle {
  machine: StateMachine<string, string>;
  statuses: readonly string[];
  events: readonly string[];
  finals: readonly string[];
}

const lifecycles: Record<string, Lifecycle> = {
  booking: { machine: bookingMachine as StateMachine<string, string>, statuses: bookingStatuses, events: bookingEvents, finals: ['completed', 'cancelled'] },
  order: { machine: orderMachine as StateMachine<string, string>, statuses: orderStatuses, events: orderEvents, finals: ['paid', 'failed', 'expired'] },
  mission: { machine: missionMachine as StateMachine<string, string>, statuses: missionStatuses, events: missionEvents, finals: ['cancelled', 'finished'] },
};

describe.each(Object.entries(lifecycles))('the %s lifecycle', (_name, { machine, statuses, events, finals }) => {
  it('names its final statuses, and any walk of events stops at one and never leaves it', () => {
    expect(statuses.filter((status) => machine.isFinalStatus(status))).toEqual(finals);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 16 }), (walk) => {
        let status: string | null = null;
        for (const event of walk) {
          const next = machine.transitionOf(status, event);
          if (next === null) {
            expect(() => machine.nextStatus(status, event)).toThrow();
            continue;
          }
          if (status !== null) expect(machine.isFinalStatus(status)).toBe(false);
          expect(statuses).toContain(next);
          status = next;
        }
      }),
    );
  });

  it('reaches every status from creation, and guards each event with exactly the statuses it may leave', () => {
    const reached = new Set<string | null>([null]);
    for (let grew = true; grew; ) {
      grew = false;
      // A Set visits what is added while it is walked: one pass may reach several steps.
      for (const from of reached) {
        for (const event of events) {
          const next = machine.transitionOf(from, event);
          if (next === null || reached.has(next)) continue;
          reached.add(next);
          grew = true;
        }
      }
    }
    expect([...reached].filter((status) => status !== null).sort()).toEqual([...statuses].sort());
    for (const event of events) expect(machine.fromStatuses(event)).toEqual(statuses.filter((status) => machine.canApply(status, event)));
  });

  it('writes each change of existing rows as one guarded step: from the statuses the event leaves, to the one it leads to', () => {
    for (const event of events) {
      const from = machine.fromStatuses(event);
      if (from.length === 0) {
        expect(() => machine.step(event)).toThrow('is not one step');
        continue;
      }
      const { to } = machine.step(event);
      expect(machine.step(event).from).toEqual(from);
      for (const status of from) expect(machine.nextStatus(status, event)).toBe(to);
    }
  });
});
