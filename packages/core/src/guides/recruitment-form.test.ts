import { describe, expect, it } from 'vitest';
import { answerKeys, audioQuestions, isAtLeast, requiredQualities, resumeStep } from './recruitment-form.ts';

describe('the recruitment form', () => {
  it('asks five audio questions and five required qualities (spec §9)', () => {
    expect(audioQuestions).toHaveLength(5);
    expect(requiredQualities).toHaveLength(5);
    expect(new Set(answerKeys).size).toBe(answerKeys.length);
  });

  it('resumes after the last step saved, never before the photo nor past the confirmation', () => {
    expect([1, 2, 3, 4, 5, 9].map(resumeStep)).toEqual([2, 3, 4, 5, 5, 5]);
  });

  it('counts 18 years to the day, a 29 February birthday turning 18 on 1 March of a common year', () => {
    expect(isAtLeast('2008-06-15', 18, '2026-06-14')).toBe(false);
    expect(isAtLeast('2008-06-15', 18, '2026-06-15')).toBe(true);
    expect(isAtLeast('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(isAtLeast('2008-02-29', 18, '2026-03-01')).toBe(true);
    expect(isAtLeast('1950-01-01', 18, '2026-01-01')).toBe(true);
  });
});
