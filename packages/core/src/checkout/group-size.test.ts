import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxGroupSize } from '../catalog/pricing.ts';
import { groupProblem, infantsAllowed } from './group-size.ts';

const tour = { minPeople: 1, maxPeople: 20 };

describe('the group rule', () => {
  it('refuses 1 adult with 20 infants, and 1 adult with 2', () => {
    expect(groupProblem(tour, { adults: 1, children: 0, infants: 20 })).toEqual({ code: 'too_many_infants', values: { max: 1, group: 20 } });
    expect(groupProblem(tour, { adults: 1, children: 0, infants: 2 })?.code).toBe('too_many_infants');
    expect(groupProblem(tour, { adults: 1, children: 0, infants: 1 })).toBeNull();
  });

  it('takes one infant per adult, children not counting as carers', () => {
    expect(groupProblem(tour, { adults: 2, children: 3, infants: 2 })).toBeNull();
    expect(groupProblem(tour, { adults: 2, children: 3, infants: 3 })?.code).toBe('too_many_infants');
  });

  it('keeps the whole group, infants included, within 20 people', () => {
    expect(infantsAllowed({ adults: 10, children: 0 })).toBe(10);
    expect(infantsAllowed({ adults: 12, children: 0 })).toBe(8);
    expect(infantsAllowed({ adults: 14, children: 6 })).toBe(0);
    expect(groupProblem(tour, { adults: 12, children: 0, infants: 9 })).toEqual({ code: 'too_many_infants', values: { max: 8, group: 20 } });
  });

  it('keeps the paying travellers within the tour’s own limits, whatever the infants', () => {
    expect(groupProblem({ minPeople: 2, maxPeople: 8 }, { adults: 1, children: 0, infants: 1 })).toEqual({ code: 'group_size_out_of_range', values: { min: 2, max: 8 } });
    expect(groupProblem({ minPeople: 1, maxPeople: 8 }, { adults: 9, children: 0, infants: 0 })?.code).toBe('group_size_out_of_range');
    expect(groupProblem(tour, { adults: 0, children: 0, infants: 1 })?.code).toBe('group_size_out_of_range');
    expect(groupProblem(tour, { adults: 1.5, children: 0, infants: 0 })?.code).toBe('group_size_out_of_range');
    expect(groupProblem(tour, { adults: 2, children: 0, infants: -1 })?.code).toBe('group_size_out_of_range');
  });

  it('never lets through a group of more than 20 people or more infants than adults', () => {
    const count = fc.integer({ min: 0, max: 40 });
    fc.assert(
      fc.property(count, count, count, (adults, children, infants) => {
        const accepted = groupProblem(tour, { adults, children, infants }) === null;
        if (accepted) {
          expect(adults + children + infants).toBeLessThanOrEqual(maxGroupSize);
          expect(infants).toBeLessThanOrEqual(adults);
        }
      }),
    );
  });
});
