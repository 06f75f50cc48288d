import { describe, expect, it } from 'vitest';
import { describeVerdict, judge, median, recordedTimes, type StageTimes } from './stage-budgets.ts';

const times: StageTimes = { stages: { 'unit+API': [400, 420, 380], browser: [600, 640] } };

describe('the CI stage budgets', () => {
  it('takes the median of the recorded runs, odd or even in number', () => {
    expect(median([400, 420, 380])).toBe(400);
    expect(median([600, 640])).toBe(620);
    expect(() => median([])).toThrow(/no recorded run/);
  });

  it('lets a stage run up to its median plus a quarter, and fails it beyond', () => {
    expect(judge('unit+API', 500, times)).toMatchObject({ limit: 500, over: false });
    expect(judge('unit+API', 501, times)).toMatchObject({ limit: 500, over: true });
    expect(judge('browser', 700, times)).toMatchObject({ median: 620, limit: 775, over: false });
    expect(describeVerdict(judge('unit+API', 501, times))).toBe('unit+API: 501 s — budget 500 s (median 400 s of the recorded clean-clone runs + 25 %) — OVER BUDGET');
  });

  it('has recorded runs for both stages in .ci/stage-times.json', () => {
    const recorded = recordedTimes();
    for (const runs of Object.values(recorded.stages)) {
      expect(runs.length).toBeGreaterThan(0);
      for (const seconds of runs) expect(seconds).toBeGreaterThan(0);
    }
  });
});
