import { describe, expect, it } from 'vitest';
import { missionMachine } from './mission-status.ts';

const { nextStatus, fromStatuses } = missionMachine;

describe('mission status', () => {
  it('offers a paid booking to the guides, and ends it with its booking: cancelled or finished', () => {
    expect(missionMachine.describe()).toEqual([
      'new -booking_paid-> waiting_response',
      'waiting_response -guide_assigned-> assigned',
      'assigned -guide_cancelled-> waiting_response',
      'waiting_response -booking_cancelled-> cancelled',
      'assigned -booking_cancelled-> cancelled',
      'waiting_response -tour_ended-> finished',
      'assigned -tour_ended-> finished',
    ]);
  });

  it('never finishes a cancelled mission nor cancels a finished one', () => {
    expect(fromStatuses('tour_ended')).toEqual(['waiting_response', 'assigned']);
    expect(fromStatuses('booking_cancelled')).toEqual(['waiting_response', 'assigned']);
    expect(() => nextStatus('cancelled', 'tour_ended')).toThrow(expect.objectContaining({ code: 'mission_already_assigned', values: { status: 'cancelled', event: 'tour_ended' } }));
    expect(() => nextStatus('finished', 'booking_cancelled')).toThrow('mission_already_assigned');
  });

  it('is assigned once: a second assignment, or one after its booking was cancelled, is refused', () => {
    expect(nextStatus('waiting_response', 'guide_assigned')).toBe('assigned');
    expect(() => nextStatus('assigned', 'guide_assigned')).toThrow('mission_already_assigned');
    expect(() => nextStatus('cancelled', 'guide_assigned')).toThrow('mission_already_assigned');
    expect(fromStatuses('guide_assigned')).toEqual(['waiting_response']);
  });

  it('goes back to waiting when the assigned guide gives it back, and only then', () => {
    expect(missionMachine.step('guide_cancelled')).toEqual({ from: ['assigned'], to: 'waiting_response' });
    expect(() => nextStatus('waiting_response', 'guide_cancelled')).toThrow('mission_already_assigned');
    expect(() => nextStatus('finished', 'guide_cancelled')).toThrow('mission_already_assigned');
  });
});
