import { useRouteLoaderData } from 'react-router';
import type { Role } from '@cicerone/core/roles';
import type { loader } from '../routes/site.tsx';

/** What the header needs of the person logged in (accounts arrive with their own issue). */
export interface ShellUser {
  firstName: string;
  lastName: string;
  role: Role;
  status: string | null;
  isPro: boolean;
  /** Cicerone Coins balance in EUR cents. */
  coins: number;
  /** Unverified accounts see a banner asking to verify the address. */
  emailVerified: boolean;
}

/** What of the session user the page may see (no ids of sessions in the HTML). */
export function shellUser(user: ShellUser | null): ShellUser | null {
  if (!user) return null;
  const { firstName, lastName, role, status, isPro, coins, emailVerified } = user;
  return { firstName, lastName, role, status, isPro, coins, emailVerified };
}

export type SiteData = Awaited<ReturnType<typeof loader>>;

export function useSite(): SiteData {
  const data = useRouteLoaderData<typeof loader>('routes/site');
  if (!data) throw new Error('useSite outside the /:lang/:currency layout');
  return data;
}

/** A path inside the current language and currency: sitePath('/tours') → '/de_DE/CHF/tours'. */
export function useSitePath(): (path: string) => string {
  const { locale, currency } = useSite();
  return (path) => `/${locale}/${currency.code}${path.startsWith('/') ? path : `/${path}`}`;
}
