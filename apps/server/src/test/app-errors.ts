import { AppError } from '@cicerone/core/errors';

/** How a call ended, as a test compares it: 'none' when it succeeded, else its application error's code (anything else as text, so an unexpected failure reads in the diff). */
export function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'none',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}
