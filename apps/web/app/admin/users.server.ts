import { adminUsersQuery, type AdminUser, type AdminUsersQuery } from '@cicerone/core/contracts/admin-users';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { accountPage } from '../accounts/account-page.server.ts';
import { pageParam } from '../lib/page/site-page.server.ts';
import type { UserRow } from './users-table.tsx';

type Page = ReturnType<typeof accountPage>;

const searchFields = ['q', 'role', 'status', 'sort', 'dir'] as const;

/** The list's search, filters and order (?q=&role=&status=&sort=&dir=&page=) read with the API's own contract; what it cannot read is left out, not refused. */
export function userSearch(request: Request): AdminUsersQuery {
  const query = new URL(request.url).searchParams;
  const page = pageParam(request, 'page');
  const read = (fields: readonly string[]) => adminUsersQuery.safeParse({ ...Object.fromEntries(fields.map((field) => [field, query.get(field) || undefined])), page });
  const parsed = read(searchFields);
  if (parsed.success) return parsed.data;
  const readable = searchFields.filter((field) => read([field]).success);
  return adminUsersQuery.parse({ ...Object.fromEntries(readable.map((field) => [field, query.get(field) || undefined])), page });
}

/** Coins as the back office writes them: EUR, the coin's unit (requirements §rules.coins). */
export function coinsText(page: Page, eurCents: number): string {
  return formatMoney(eurCents, { code: 'EUR', minorUnits: 2 }, languageTag(page.locale));
}

/** An instant on the company's clock, named (docs/decisions/0007), in the page's language. */
export function instantText(page: Page, instant: string): string {
  return formatInstant(instant, companyClock(page.t), { tag: languageTag(page.locale), t: page.t, dateStyle: 'medium' });
}

/** A user as the table shows them, in the page's language. */
export function userRows(page: Page, users: readonly AdminUser[]): UserRow[] {
  return users.map((user) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: page.t(`admin.users.role.${user.role}`),
    status: user.status,
    statusLabel: page.t(`admin.users.status.${user.status}`),
    coins: coinsText(page, user.coins),
    createdAt: instantText(page, user.createdAt),
  }));
}
