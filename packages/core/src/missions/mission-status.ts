/**
 * The life of a mission (spec §5 guide missions): what a guide is offered for one paid booking.
 *  - a booking that becomes pending (paid) becomes a mission waiting for a guide's response;
 *  - a guide takes it (assigned): the guide dashboard will apply this step;
 *  - it is cancelled with its booking, whoever has it;
 *  - it is finished once the tour has ended, as its booking is completed.
 * cancelled and finished are final, and no step goes back to waiting_response (a guide giving a
 * mission back will be its own event when the dashboard comes).
 */
import { stateMachine } from '../state-machine.ts';

export const missionStatuses = ['waiting_response', 'assigned', 'cancelled', 'finished'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

export const missionEvents = ['booking_paid', 'guide_assigned', 'booking_cancelled', 'tour_ended'] as const;
export type MissionEvent = (typeof missionEvents)[number];

export const missionMachine = stateMachine<MissionStatus, MissionEvent>(
  missionStatuses,
  {
    // The order's payment made the booking pending: the city's guides are offered it (once per booking).
    booking_paid: [[null, 'waiting_response']],
    // A guide of the city takes the mission (spec: "assigned to the guide").
    guide_assigned: [['waiting_response', 'assigned']],
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
  'conflict',
);
