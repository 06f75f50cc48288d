// A Vitest reporter that prints, per project, what a test file costs before and around its tests:
// its worker's setup, its imports and its hooks (a database copy, an app built), which is the time a
// developer waits for a slice's first answer. README's test section quotes these figures.
import type { Reporter, TestModule } from 'vitest/node';

interface FileCost {
  file: string;
  /** Worker setup and harness, setup files, the file's imports, its hooks (beforeAll: a database copy, an app). */
  parts: { setup: number; imports: number; hooks: number };
  /** Everything but the test bodies: environment, harness, setup files, imports, hooks. */
  fixed: number;
  tests: number;
}

function costOf(module: TestModule): FileCost {
  const diagnostic = module.diagnostic();
  let tests = 0;
  for (const test of module.children.allTests()) tests += test.diagnostic()?.duration ?? 0;
  const hooks = Math.max(0, diagnostic.duration - tests);
  const fixed = diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + hooks;
  const parts = { setup: diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration, imports: diagnostic.collectDuration, hooks };
  return { file: module.moduleId, parts, fixed, tests };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export default class TestCostsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, FileCost[]>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      byProject.set(name, [...(byProject.get(name) ?? []), costOf(module)]);
    }
    for (const [project, costs] of byProject) {
      const fixed = costs.map((cost) => cost.fixed).sort((a, b) => a - b);
      const tests = costs.reduce((sum, cost) => sum + cost.tests, 0);
      const part = (name: keyof FileCost['parts']) => seconds(costs.reduce((sum, cost) => sum + cost.parts[name], 0));
      const slowest = [...costs].sort((a, b) => b.fixed + b.tests - (a.fixed + a.tests)).slice(0, 3);
      console.log(
        `▶ ${project}: ${costs.length} files · fixed cost per file (setup, imports, hooks) median ${seconds(percentile(fixed, 0.5))}, p90 ${seconds(percentile(fixed, 0.9))} · test bodies ${seconds(tests)} in all (setup ${part('setup')}, imports ${part('imports')}, hooks ${part('hooks')})`,
      );
      console.log(`  slowest: ${slowest.map((cost) => `${cost.file.replace(/^.*?(apps|packages|scripts|e2e)\//, '$1/')} ${seconds(cost.fixed + cost.tests)}`).join(', ')}`);
    }
  }
}
