import { Link } from 'react-router';
import { canContactManager } from '@cicerone/core/roles';
import { missionFilters } from '@cicerone/core/missions/guide-missions';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { MissionCard } from '../missions/mission-card.tsx';
import { guideMissionsAction, guideMissionsLoader } from '../missions/missions-page.server.ts';
import { useSite, useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/guide-missions';
import '../bookings/bookings.css';
import '../missions/missions.css';

export async function loader(args: Route.LoaderArgs) {
  return guideMissionsLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return guideMissionsAction(args);
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

/**
 * The guide dashboard (requirements §screens.guide-dashboard /guide-missions, roles 1–3 by the page access table): a month's
 * missions, upcoming then previous, under one of the requirements §screens.guide-dashboard filters, answered and given back in place.
 */
export default function GuideMissions({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  const site = useSite();
  const { month, filter, counts, upcoming, previous, guide } = loaderData;
  const pathFor = (changes: { month?: string; filter?: string }) => {
    const query = new URLSearchParams({
      month: changes.month ?? `${month.year}-${String(month.month).padStart(2, '0')}`,
      ...((changes.filter ?? filter) !== 'all' ? { filter: changes.filter ?? filter } : {}),
      ...(guide ? { guide } : {}),
    });
    return sitePath(`/guide-missions?${query.toString()}`);
  };
  const monthName = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const list = (title: string, id: string, missions: typeof upcoming) => (
    <section className="missions-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {missions.length === 0 ? (
        <p className="muted">{t('missions.empty')}</p>
      ) : (
        <ul className="booking-cards">
          {missions.map((mission) => (
            <MissionCard key={mission.id} mission={mission} problems={actionData} readOnly={guide !== null} />
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="section missions-page">
      <header className="missions-heading">
        <h1 className="page-title">{t('missions.title')}</h1>
        <p className="muted">{t('missions.intro')}</p>
        {canContactManager(site.user) ? (
          // A guide writes to their manager through the contact form (requirements §roles.access), which picks the recipient.
          <Link className="button button-secondary" to={sitePath('/contact-pro')}>
            {t('missions.contactManager')}
          </Link>
        ) : null}
      </header>
      <nav className="missions-months" aria-label={t('missions.month.label')}>
        <Link className="button button-secondary button-small" to={pathFor({ month: loaderData.previousMonth })} rel="prev">
          <span aria-hidden="true">‹ </span>
          {t('missions.month.previous')}
        </Link>
        <p className="missions-month" aria-live="polite">
          {monthName}
        </p>
        <Link className="button button-secondary button-small" to={pathFor({ month: loaderData.nextMonth })} rel="next">
          {t('missions.month.next')}
          <span aria-hidden="true"> ›</span>
        </Link>
      </nav>
      <nav className="bookings-tabs" aria-label={t('missions.filter.label')}>
        <ul>
          {missionFilters.map((name) => (
            <li key={name}>
              <Link className="bookings-tab" to={pathFor({ filter: name })} aria-current={name === filter ? 'page' : undefined}>
                {t(`missions.filter.${name}`)} <span className="bookings-count">{t('bookings.views.count', { count: counts[name] })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list(t('missions.upcoming'), 'missions-upcoming', upcoming)}
      {list(t('missions.previous'), 'missions-previous', previous)}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
