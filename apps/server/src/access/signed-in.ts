import { AppError } from '@cicerone/core/errors';
import type { SessionUser } from '../features/accounts/sessions/session-service.ts';

/**
 * The caller of a route the access table keeps for signed-in users (api-access.ts): a visitor never
 * gets this far, so this only makes the type honest — and still refuses if a line were ever wrong.
 */
export function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('unauthorized');
  return user;
}
