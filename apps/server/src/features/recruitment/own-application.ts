import { AppError } from '@cicerone/core/errors';
import type { SessionUser } from '../accounts/sessions/session-service.ts';
import { signedIn } from '../../access/signed-in.ts';

/**
 * The application a step may change: the caller's own only. The access table lets an admin read
 * anyone's (`self`), but filling a step in is the guide's; another id is not found, as an id that
 * does not exist, so nobody learns which ids are applications.
 */
export function ownApplication(user: SessionUser | null | undefined, id: string): string {
  if (signedIn(user ?? null).id !== id) throw new AppError('recruitment_not_found');
  return id;
}
