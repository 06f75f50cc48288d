import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { Facts } from '../lib/page/facts.tsx';
import { AdminTable } from './admin-table.tsx';

export interface UserProfile {
  id: string;
  name: string;
  email: string;
  role: number;
  roleLabel: string;
  status: 'active' | 'deactivated';
  statusLabel: string;
  /** Label → value, in the page's language. */
  facts: [string, string][];
}

/** The user's newest lines of each kind, written in the page's language by the loader. */
export interface UserActivity {
  bookings: { id: string; reference: string; tour: string; when: string; status: string; price: string }[];
  orders: { reference: string; at: string; status: string; total: string }[];
  coins: { id: number; at: string; what: string; reference: string; coins: string; credit: boolean }[];
  sessions: { id: string; started: string; lastSeen: string; ended: string }[];
  logins: { at: string; ip: string; browser: string; location: string }[];
  totals: { coins: number; logins: number };
}

export function UserFacts({ profile }: { profile: UserProfile }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="user-profile-title" className="admin-user-section">
      <h2 id="user-profile-title">{t('admin.users.profile')}</h2>
      <Facts rows={profile.facts} className="admin-facts" />
    </section>
  );
}

/** One titled table of the user's page, or a line saying there is nothing yet. */
function Listing({ id, title, count, columns, children }: { id: string; title: string; count: number; columns: readonly string[]; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-title`} className="admin-user-section">
      <h2 id={`${id}-title`}>{title}</h2>
      {count === 0 ? (
        <p className="admin-empty">{t('admin.users.nothingYet')}</p>
      ) : (
        <AdminTable labelledBy={`${id}-title`}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </AdminTable>
      )}
    </section>
  );
}

/** The user's bookings, orders, coin ledger, sessions and logins (requirements §back-office.users), newest first. */
export function UserActivityLists({ activity }: { activity: UserActivity }) {
  const { t } = useI18n();
  const column = (name: string) => t(`admin.users.activity.${name}`);
  return (
    <>
      <Listing id="user-bookings" title={t('admin.users.bookings')} count={activity.bookings.length} columns={[column('reference'), column('tour'), column('when'), column('status'), column('price')]}>
        {activity.bookings.map((booking) => (
          <tr key={booking.id}>
            <th scope="row" className="mono nowrap">
              {booking.reference}
            </th>
            <td>{booking.tour}</td>
            <td className="nowrap">{booking.when}</td>
            <td>{booking.status}</td>
            <td className="admin-amount">{booking.price}</td>
          </tr>
        ))}
      </Listing>
      <Listing id="user-orders" title={t('admin.users.orders')} count={activity.orders.length} columns={[column('reference'), column('date'), column('status'), column('total')]}>
        {activity.orders.map((order) => (
          <tr key={order.reference}>
            <th scope="row" className="mono nowrap">
              {order.reference}
            </th>
            <td className="admin-date">{order.at}</td>
            <td>{order.status}</td>
            <td className="admin-amount">{order.total}</td>
          </tr>
        ))}
      </Listing>
      <Listing id="user-coins" title={t('admin.users.coinLedger', { count: activity.totals.coins })} count={activity.coins.length} columns={[column('date'), column('what'), column('reference'), column('coins')]}>
        {activity.coins.map((entry) => (
          <tr key={entry.id}>
            <td className="admin-date">{entry.at}</td>
            <td>{entry.what}</td>
            <td className="mono">{entry.reference}</td>
            <td className={`admin-amount ${entry.credit ? 'coin-credit' : 'coin-debit'}`}>{entry.coins}</td>
          </tr>
        ))}
      </Listing>
      <Listing id="user-sessions" title={t('admin.users.sessions')} count={activity.sessions.length} columns={[column('started'), column('lastSeen'), column('ended')]}>
        {activity.sessions.map((session) => (
          <tr key={session.id}>
            <td className="admin-date">{session.started}</td>
            <td className="admin-date">{session.lastSeen}</td>
            <td>{session.ended}</td>
          </tr>
        ))}
      </Listing>
      <Listing id="user-logins" title={t('admin.users.logins', { count: activity.totals.logins })} count={activity.logins.length} columns={[column('date'), column('ip'), column('browser'), column('location')]}>
        {activity.logins.map((login, index) => (
          <tr key={`${login.at}-${index}`}>
            <td className="admin-date">{login.at}</td>
            <td className="mono">{login.ip}</td>
            <td>{login.browser}</td>
            <td>{login.location}</td>
          </tr>
        ))}
      </Listing>
    </>
  );
}
