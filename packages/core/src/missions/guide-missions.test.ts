import { describe, expect, it } from 'vitest';
import { guideActions, matchesFilter, missionFilters, missionPeriod, type GuideMissionFacts, type MissionFilter } from './guide-missions.ts';

const now = new Date('2026-06-15T10:00:00Z');
const tomorrow = new Date('2026-06-16T10:00:00Z');
const yesterday = new Date('2026-06-14T10:00:00Z');

const mission = (facts: Partial<GuideMissionFacts>): GuideMissionFacts => ({ status: 'waiting_response', assignedTo: 'nobody', answer: null, startsAt: tomorrow, ...facts });
const filtersOf = (facts: Partial<GuideMissionFacts>) => missionFilters.filter((filter) => matchesFilter(mission(facts), filter, now));

describe('mission filters', () => {
  it('puts a fresh offer in all, pending and waiting response', () => {
    expect(filtersOf({})).toEqual<MissionFilter[]>(['all', 'pending', 'waiting_response']);
  });

  it('moves an answered offer from waiting response to responded, and yes to accepted, no to rejected', () => {
    expect(filtersOf({ answer: 'yes' })).toEqual(['all', 'pending', 'accepted', 'responded']);
    expect(filtersOf({ answer: 'no' })).toEqual(['all', 'pending', 'rejected', 'responded']);
    expect(filtersOf({ answer: 'maybe' })).toEqual(['all', 'pending', 'responded']);
    expect(filtersOf({ answer: 'other' })).toEqual(['all', 'pending', 'responded']);
  });

  it('counts as assigned only a mission assigned to this guide, and finished only one they led', () => {
    expect(filtersOf({ status: 'assigned', assignedTo: 'me', answer: 'yes' })).toEqual(['all', 'assigned', 'accepted', 'responded']);
    expect(filtersOf({ status: 'assigned', assignedTo: 'other', answer: 'yes' })).toEqual(['all', 'accepted', 'responded']);
    expect(filtersOf({ status: 'finished', assignedTo: 'me', answer: 'yes', startsAt: yesterday })).toEqual(['all', 'accepted', 'finished', 'past', 'responded']);
    expect(filtersOf({ status: 'finished', assignedTo: 'other', startsAt: yesterday })).toEqual(['all', 'past']);
  });

  it('counts a cancelled mission only as cancelled (and past once its day is gone), never as accepted, rejected or responded', () => {
    expect(filtersOf({ status: 'cancelled', answer: 'yes' })).toEqual(['all', 'cancelled']);
    expect(filtersOf({ status: 'cancelled', assignedTo: 'me', answer: 'yes' })).toEqual(['all', 'cancelled']);
    expect(filtersOf({ status: 'cancelled', answer: 'no', startsAt: yesterday })).toEqual(['all', 'past', 'cancelled']);
    expect(filtersOf({ status: 'cancelled' })).toEqual(['all', 'cancelled']);
  });

  it('no longer calls pending a waiting mission whose tour has started: it is past', () => {
    expect(filtersOf({ startsAt: yesterday })).toEqual(['all', 'past']);
    expect(filtersOf({ startsAt: now })).toEqual(['all', 'past']);
  });

  it('splits upcoming from previous at the tour start', () => {
    expect(missionPeriod({ startsAt: tomorrow }, now)).toBe('upcoming');
    expect(missionPeriod({ startsAt: now }, now)).toBe('previous');
  });
});

describe('what a guide may do', () => {
  it('answers while the mission waits and the tour is ahead, gives back only their own assigned mission', () => {
    expect(guideActions(mission({}), now)).toEqual({ respond: true, cancel: false });
    expect(guideActions(mission({ status: 'assigned', assignedTo: 'me' }), now)).toEqual({ respond: false, cancel: true });
    expect(guideActions(mission({ status: 'assigned', assignedTo: 'other' }), now)).toEqual({ respond: false, cancel: false });
    expect(guideActions(mission({ status: 'assigned', assignedTo: 'me', startsAt: yesterday }), now)).toEqual({ respond: false, cancel: false });
    expect(guideActions(mission({ status: 'cancelled' }), now)).toEqual({ respond: false, cancel: false });
  });
});
