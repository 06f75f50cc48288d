// How many spec files run at once (each worker has its own server, global-setup.ts): two by default,
// the two cores of the CI machine; E2E_WORKERS=1 runs them one at a time.
import { availableParallelism } from 'node:os';

export function e2eWorkers(): number {
  const asked = Number(process.env['E2E_WORKERS']);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, Math.min(2, availableParallelism()));
}
