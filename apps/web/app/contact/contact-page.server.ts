// The loaders and actions of /contact and /contact-pro: one form, two recipients chosen by the server.
import { redirect } from 'react-router';
import type { ContactKind } from '@cicerone/core/contact/contact-rules';
import { canContactManager, roles } from '@cicerone/core/roles';
import { contactBody } from '@cicerone/core/contracts/contact';
import { accountPage } from '../accounts/account-page.server.ts';
import { appErrorMessage, appErrorOf, formValues, invalid, parseForm } from '../lib/forms/form-data.server.ts';
import type { Route as ContactRoute } from '../routes/+types/contact';

type PageArgs = ContactRoute.LoaderArgs;

const paths: Record<ContactKind, string> = { contact: '/contact', contact_pro: '/contact-pro' };

/** Which of the two pages this is: the path it was asked at ('/contact-pro', or its '.data' when the app navigates). */
export function contactKindOf(request: Request): ContactKind {
  return /\/contact-pro(\.data)?$/.test(new URL(request.url).pathname) ? 'contact_pro' : 'contact';
}

/** The form's starting values (a signed-in sender's name and address) and whether a message was just sent. */
export async function contactLoader(args: PageArgs, kind: ContactKind) {
  const page = accountPage(args);
  const user = page.user;
  // /contact-pro is the business accounts' and the approved guides' (requirements §roles.access; the layout already sent
  // visitors to log in): anyone else is sent to the team's /contact, never shown "my account manager".
  if (kind === 'contact_pro' && !canContactManager(user ?? null)) throw redirect(page.path('/contact'), 303);
  const profile = user ? await page.services.accounts.me(user.id) : null;
  const manager = kind === 'contact_pro' && user ? await page.services.contact.managerOf(user.id) : null;
  const guide = kind === 'contact_pro' && user?.role === roles.guide;
  const titleKey = kind === 'contact' ? 'contact.title' : guide ? 'contact.pro.guide.title' : 'contact.pro.title';
  const descriptionKey = kind === 'contact' ? 'contact.description' : guide ? 'contact.pro.guide.toTeam' : 'contact.pro.description';
  return {
    kind,
    sent: new URL(args.request.url).searchParams.get('sent') === '1',
    sender: profile ? { name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email } : null,
    managerName: manager?.firstName ?? null,
    guide,
    meta: { ...page.meta(paths[kind], titleKey, descriptionKey), noindex: kind !== 'contact' },
  };
}

/**
 * Sends the message; a refusal comes back as the requirements §errors 'e-mail sending failed' with its reason
 * (too many messages, a business page for an account that is not one), a field's problem at the field.
 */
export async function contactAction(args: PageArgs, kind: ContactKind) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const parsed = parseForm(contactBody, { ...values, locale: page.locale }, page.t);
  if (!parsed.ok) return invalid('contact', values, parsed.errors);
  try {
    await page.services.contact.send(kind, parsed.data, { ip: page.clientIp, locale: page.locale, userId: page.user?.id ?? null });
  } catch (error) {
    const failure = appErrorOf(error);
    if (!failure || failure.status >= 500) throw error;
    return invalid('contact', values, {}, { message: page.t('contact.form.failed', { reason: appErrorMessage(failure, page.t) }), status: failure.status });
  }
  return redirect(page.path(`${paths[kind]}?sent=1`), 303);
}
