// The contact fields' starting values of the booking and quote forms for a signed-in traveller: their
// account's name, e-mail and phone, still editable (the booking may be for someone else).
import type { RouterContextProvider } from 'react-router';
import { appContext } from '../context.ts';
import { sessionContext } from '../site/session.server.ts';
import type { ContactDefaults } from './contact-defaults.ts';


export async function contactDefaults(context: Readonly<RouterContextProvider>): Promise<ContactDefaults | null> {
  const user = context.get(sessionContext);
  if (!user) return null;
  const me = await context.get(appContext).services.accounts.me(user.id);
  return { name: `${me.firstName} ${me.lastName}`.trim(), email: me.email, phone: me.phone ?? '' };
}
