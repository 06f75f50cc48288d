import type { MissionStatus } from './mission-status.ts';

/**
 * A mission as one guide sees it on /guide-missions (requirements §lifecycles.mission, §screens.guide-dashboard mission filters).
 *
 * A guide sees the missions offered to them — the approved guides of the mission's city who speak
 * its booking's guide language, worked out by a query, never copied — plus those assigned to them
 * and those they answered. Each guide's answer (availability and yes / no / maybe / other) is theirs
 * alone; the mission's status is everyone's.
 */
export const guideAnswers = ['yes', 'no', 'maybe', 'other'] as const;
export type GuideAnswer = (typeof guideAnswers)[number];

/** Whom a mission is assigned to, from the guide's side: them, another guide, or nobody yet. */
export type AssignedTo = 'me' | 'other' | 'nobody';

export interface GuideMissionFacts {
  status: MissionStatus;
  assignedTo: AssignedTo;
  /** The guide's own answer, null before they answer. */
  answer: GuideAnswer | null;
  startsAt: Date;
}

/**
 * The requirements §screens.guide-dashboard filters, each defined once here (the API's `filter` and the page's tabs both use them):
 *  - all: every mission the guide sees;
 *  - pending: nobody is assigned yet (waiting_response) and the tour has not started: still open;
 *  - waiting response: pending, and this guide has not answered yet — the missions waiting for them;
 *  - responded: this guide has answered (any answer), and the mission still stands;
 *  - accepted: this guide answered yes, and the mission still stands;
 *  - rejected: this guide answered no, and the mission still stands;
 *  - assigned: assigned to this guide and not finished (an assigned mission is the guide's to lead);
 *  - finished: this guide led it: it was assigned to them and the tour has ended;
 *  - past: the tour has started or ended, whatever its status;
 *  - cancelled: the booking was cancelled, so the mission with it (an answer to it no longer counts).
 * `maybe` and `other` answers are responded but neither accepted nor rejected.
 */
export const missionFilters = ['all', 'pending', 'assigned', 'accepted', 'finished', 'past', 'waiting_response', 'rejected', 'responded', 'cancelled'] as const;
export type MissionFilter = (typeof missionFilters)[number];

const upcoming = (mission: GuideMissionFacts, now: Date) => mission.startsAt.getTime() > now.getTime();
const pending = (mission: GuideMissionFacts, now: Date) => mission.status === 'waiting_response' && upcoming(mission, now);

/** A cancelled mission leads nowhere: what the guide answered to it is not counted as an answer. */
const answered = (mission: GuideMissionFacts) => mission.answer !== null && mission.status !== 'cancelled';

const rules: Record<MissionFilter, (mission: GuideMissionFacts, now: Date) => boolean> = {
  all: () => true,
  pending,
  waiting_response: (mission, now) => pending(mission, now) && mission.answer === null,
  responded: answered,
  accepted: (mission) => answered(mission) && mission.answer === 'yes',
  rejected: (mission) => answered(mission) && mission.answer === 'no',
  assigned: (mission) => mission.assignedTo === 'me' && mission.status === 'assigned',
  finished: (mission) => mission.assignedTo === 'me' && mission.status === 'finished',
  past: (mission, now) => !upcoming(mission, now),
  cancelled: (mission) => mission.status === 'cancelled',
};

export function matchesFilter(mission: GuideMissionFacts, filter: MissionFilter, now: Date): boolean {
  return rules[filter](mission, now);
}

/** Upcoming until the tour starts, previous after: the dashboard's two lists. */
export function missionPeriod(mission: Pick<GuideMissionFacts, 'startsAt'>, now: Date): 'upcoming' | 'previous' {
  return mission.startsAt.getTime() > now.getTime() ? 'upcoming' : 'previous';
}

/** What the guide may do now: answer (or change the answer) while it waits for a guide, give it back while it is theirs and not started. */
export function guideActions(mission: GuideMissionFacts, now: Date): { respond: boolean; cancel: boolean } {
  return {
    respond: pending(mission, now),
    cancel: mission.assignedTo === 'me' && mission.status === 'assigned' && upcoming(mission, now),
  };
}
