import type { FuzzFailure, KnownFailure } from './fuzz-run.ts';

/**
 * 5xx answers the fuzz finds that are being fixed on another branch (issue 12, "Found by probing").
 * They are excused in the sampled run of `npm test` only, so that it stays green until the fixes
 * are merged; `npm run test:fuzz` reports them all and is the run that must pass. Delete each entry
 * once its fix is merged: the sampled run then fails again if the fix missed a case.
 */
const serverError = (failure: FuzzFailure) => /^5\d\d\b/.test(failure.problem);

export const knownApiFailures: readonly KnownFailure[] = [
  {
    issue: 'NUL characters in any string, in the query, a path parameter or a JSON body, answer 500 instead of 400 (PostgreSQL refuses them).',
    matches: (failure) => serverError(failure) && /^NUL\b/.test(failure.fuzzCase.kind),
  },
  {
    issue: 'Integer ids beyond PostgreSQL int4 (2^31) answer 500 instead of 400 or 404 (/api/reviews/…, ?cityId=2147483648, tourId in a body).',
    matches: (failure) => serverError(failure) && failure.fuzzCase.kind === '2^31',
  },
  {
    issue: 'Found by this fuzz, not yet in the issue: a day of year 0 (0000-01-01) in PUT /api/me/bookings/:id/update answers 500 (PostgreSQL has no year 0; the date contract should refuse it).',
    matches: (failure) => serverError(failure) && failure.fuzzCase.kind === 'year 0',
  },
  {
    issue: 'Found by this fuzz, not yet in the issue: POST /api/orders/:reference/proof with a multipart body without boundary or cut short answers 502 proof_upload_failed instead of 400.',
    matches: (failure) => serverError(failure) && failure.fuzzCase.operation === 'POST /api/orders/:reference/proof' && failure.fuzzCase.kind.includes('multipart'),
  },
];

export const knownPageFailures: readonly KnownFailure[] = [
  {
    issue: 'Page form posts answer 500 for any non-form content type on a page with an action (text/plain, JSON, XML, none), a multipart body without boundary or cut short (checkout.data among them), to the page or its .data twin.',
    matches: (failure) => serverError(failure) && failure.fuzzCase.kind.startsWith('content type:'),
  },
  {
    issue: 'Page form posts answer 500 for NUL in a form field.',
    matches: (failure) => serverError(failure) && failure.fuzzCase.kind === 'NUL',
  },
  {
    issue: 'PUT/PATCH/DELETE on page routes answer 500 instead of 405 or the page\'s error.',
    matches: (failure) => serverError(failure) && failure.fuzzCase.kind.startsWith('method '),
  },
  {
    issue: 'Found by this fuzz, not yet in the issue: the booking form of a tour page posted with a date that is not YYYY-MM-DD (NUL, overlong, given twice, random) answers 500 instead of showing the form with its error.',
    matches: (failure) => {
      const { operation, request } = failure.fuzzCase;
      if (!serverError(failure) || operation !== '/:lang/:currency/tour/:slug' || typeof request.payload !== 'string') return false;
      return new URLSearchParams(request.payload).getAll('date').some((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day));
    },
  },
];
