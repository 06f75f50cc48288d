/**
 * The life of a mission (requirements §lifecycles.mission): what a guide is offered for one paid booking.
 *  - a booking that becomes pending (paid) becomes a mission waiting for a guide's response;
 *  - the guides offered it (approved, of its city, speaking the booking's guide language) answer
 *    on /guide-missions; the answers are rows of mission_response, not statuses of the mission;
 *  - an admin assigns it to one of the guides who answered (assigned): the first assignment wins,
 *    a second one finds it assigned already ('Mission already assigned or given');
 *  - the assigned guide may give it back with a reason (guide_cancelled): it waits again for the
 *    other guides' answers and the admins are told, so someone else is assigned in time;
 *  - it is cancelled with its booking, whoever has it;
 *  - it is finished once the tour has ended, as its booking is completed.
 * cancelled and finished are final; guide_cancelled is the one step back to waiting_response.
 */
import { stateMachine } from '../state-machine.ts';

export const missionStatuses = ['waiting_response', 'assigned', 'cancelled', 'finished'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

export const missionEvents = ['booking_paid', 'guide_assigned', 'guide_cancelled', 'booking_cancelled', 'tour_ended'] as const;
export type MissionEvent = (typeof missionEvents)[number];

/** The requirements §errors answer to an assignment that comes too late: the mission is already assigned, or given up with its booking. */
export const missionConflict = 'mission_already_assigned';

export const missionMachine = stateMachine<MissionStatus, MissionEvent>(
  missionStatuses,
  {
    // The order's payment made the booking pending: the city's guides are offered it (once per booking).
    booking_paid: [[null, 'waiting_response']],
    // An admin assigns one of the guides who answered (spec: "assigned to the guide"); only a
    // waiting mission can be assigned, so the guarded UPDATE lets the first assignment win.
    guide_assigned: [['waiting_response', 'assigned']],
    // The assigned guide gives it back with a reason (PUT /api/missions/{id}/guide-cancelled): it
    // waits again for a guide, and the admins are alerted.
    guide_cancelled: [['assigned', 'waiting_response']],
    // The customer cancelled the booking: nobody guides it, assigned or not.
    booking_cancelled: [
      ['waiting_response', 'cancelled'],
      ['assigned', 'cancelled'],
    ],
    // The tour's end completed the booking (bookings/completion.ts).
    tour_ended: [
      ['waiting_response', 'finished'],
      ['assigned', 'finished'],
    ],
  },
  missionConflict,
);
