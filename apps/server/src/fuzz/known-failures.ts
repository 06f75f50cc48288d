import type { KnownFailure } from './fuzz-run.ts';

/**
 * 5xx answers the fuzz has found and that are not fixed yet, each with the issue that tracks it.
 * They are excused in the sampled run of `npm test` only; `npm run test:fuzz` reports them all and
 * is the run that must pass. Empty: everything the fuzz found so far (NUL and lone surrogates,
 * ids past int4, year 0, non-form bodies and methods on pages, malformed multipart proofs, a
 * forged booking date) is fixed and guarded by the sampled run.
 */
export const knownApiFailures: readonly KnownFailure[] = [];

export const knownPageFailures: readonly KnownFailure[] = [];
