import { randomUUID } from 'node:crypto';
import type { AdminUserDetail } from '@cicerone/core/contracts/admin-users';
import { assignableRoles } from '@cicerone/core/admin-users/user-admin-rules';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { Role } from '@cicerone/core/roles';
import type { accountPage } from '../accounts/account-page.server.ts';
import type { ShownBooking } from '../bookings/booking-shown.ts';
import { bookingTitle } from '../bookings/booking-title.ts';
import { coinsText, instantText } from './users.server.ts';
import { dateFormat } from '../lib/format/intl-cache.ts';
import { timeName } from '../lib/format/intl-names.ts';
import type { UserActivity, UserProfile } from './user-activity.tsx';

type Page = ReturnType<typeof accountPage>;

const bookingStatusKeys: Readonly<Record<string, string>> = {
  'waiting-payment': 'bookings.status.waitingPayment',
  pending: 'bookings.status.pending',
  completed: 'bookings.status.completed',
  cancelled: 'bookings.status.cancelled',
};

/** The user's account and activity as the page writes them, in its language. */
export function userPageData(page: Page, detail: AdminUserDetail, bookings: readonly ShownBooking[], actor: { id: string; role: Role }) {
  const { user } = detail;
  // One's own account is changed by another admin (its role, activation and coins are refused by the service): no form is offered.
  const own = user.uuid === actor.id;
  const tag = languageTag(page.locale);
  const when = (instant: string) => instantText(page, instant);
  const none = page.t('admin.users.none');
  const profile: UserProfile = {
    id: user.uuid,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    roleLabel: page.t(`admin.users.role.${user.role}`),
    status: user.status,
    statusLabel: page.t(`admin.users.status.${user.status}`),
    facts: [
      [page.t('admin.users.column.email'), user.email],
      [page.t('admin.users.column.role'), page.t(`admin.users.role.${user.role}`)],
      [page.t('admin.users.column.status'), page.t(`admin.users.status.${user.status}`)],
      [page.t('admin.users.emailVerified'), page.t(user.emailVerified ? 'admin.users.yes' : 'admin.users.no')],
      [page.t('admin.users.accountType'), page.t(user.isPro ? 'admin.users.agent' : `admin.users.accountType.${user.accountType}`)],
      [page.t('admin.users.phone'), user.phone ?? none],
      [page.t('admin.users.country'), user.country ?? none],
      [page.t('admin.users.column.coins'), coinsText(page, user.ciceroneCoin)],
      [page.t('admin.users.column.createdAt'), when(user.createdAt)],
    ],
  };
  const activity: UserActivity = {
    bookings: bookings.map((booking) => ({
      id: booking.id,
      reference: booking.reference,
      tour: bookingTitle(booking, page.t),
      // The visit's local day and time, as the language writes them (the tour's own clock: no zone to convert).
      when: `${dateFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${booking.day}T00:00:00Z`))} ${timeName(tag, booking.startTime)}`,
      status: page.t(bookingStatusKeys[booking.status] ?? 'bookings.status.pending'),
      price: formatMoney(booking.money.amount, { code: booking.money.currency, minorUnits: booking.money.minorUnits }, tag),
    })),
    orders: detail.orders.map((order) => ({
      reference: order.reference,
      at: when(order.createdAt),
      status: page.t(`admin.users.orderStatus.${order.status}`),
      total: formatMoney(order.grandTotal, { code: order.currency, minorUnits: order.minorUnits }, tag),
    })),
    coins: detail.coins.entries.map((entry) => ({
      id: entry.id,
      at: when(entry.at),
      what: page.t(`admin.users.coinReason.${entry.reason}`),
      reference: entry.orderReference ?? entry.giftCardCode ?? '',
      coins: new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(entry.coins / 100),
      credit: entry.coins > 0,
    })),
    sessions: detail.sessions.map((session) => ({
      id: session.id,
      started: when(session.createdAt),
      lastSeen: when(session.lastSeenAt),
      ended: session.revokedAt ? page.t('admin.users.sessionEnded', { date: when(session.revokedAt), reason: page.t(`admin.users.sessionReason.${session.revokedReason ?? 'logout'}`) }) : page.t('admin.users.sessionOpen'),
    })),
    logins: detail.logins.logs.map((log) => ({ at: when(log.date), ip: log.ipAddress, browser: log.browser ?? none, location: log.location ?? none })),
    totals: { coins: detail.coins.totalItems, logins: detail.logins.totalRecords },
  };
  return {
    profile,
    activity,
    balance: coinsText(page, user.ciceroneCoin),
    own,
    roles: own ? [] : assignableRoles(actor.role, user.role).map((role) => ({ value: role, label: page.t(`admin.users.role.${role}`) })),
    // The coin form's one-time token: the same form sent twice (a double click) moves the coins once.
    coinKey: randomUUID(),
  };
}

/** '25', '25.5', '25,50' → 2550 EUR cents; null when it is not an amount of euros and cents. */
export function eurCentsOf(typed: string | undefined): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(typed ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
