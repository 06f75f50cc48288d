import { describe, expect, it } from 'vitest';
import { missionMachine } from './mission-status.ts';

const { nextStatus, fromStatuses } = missionMachine;

describe('mission status', () => {
  it('offers a paid booking to the guides, and ends it with its booking: cancelled or finished', () => {
    expect(missionMachine.describe()).toEqual([
      'new -booking_paid-> waiting_response',
      'waiting_response -guide_assigned-> assigned',
      'waiting_response -booking_cancelled-> cancelled',
      'assigned -booking_cancelled-> cancelled',
      'waiting_response -tour_ended-> finished',
      'assigned -tour_ended-> finished',
    ]);
  });

  it('never finishes a cancelled mission nor cancels a finished one', () => {
    expect(fromStatuses('tour_ended')).toEqual(['waiting_response', 'assigned']);
    expect(fromStatuses('booking_cancelled')).toEqual(['waiting_response', 'assigned']);
    expect(() => nextStatus('cancelled', 'tour_ended')).toThrow(expect.objectContaining({ code: 'conflict', values: { status: 'cancelled', event: 'tour_ended' } }));
    expect(() => nextStatus('finished', 'booking_cancelled')).toThrow('conflict');
  });
});
