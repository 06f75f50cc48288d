import { authPageMeta } from '../accounts/auth-page.tsx';
import { contactAction, contactKindOf, contactLoader } from '../contact/contact-page.server.ts';
import { ContactPage } from '../contact/contact-page.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/contact';

/**
 * Requirements §screens.contact /contact (anyone writes to the team) and /contact-pro (§roles.access: a business account writes to
 * its account manager): one form, mounted at both paths (routes.ts), the recipient chosen by the server.
 */
export function loader(args: Route.LoaderArgs) {
  return contactLoader(args, contactKindOf(args.request));
}

export function action(args: Route.ActionArgs) {
  return contactAction(args, contactKindOf(args.request));
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
