// Server-only: /guide-missions reads and answers through the same service calls as the API
// (GET /api/guide/missions/{year}/{month}, PUT …/guide-response, PUT …/guide-cancelled).
import type { RouterContextProvider } from 'react-router';
import { guideCancelBody, guideResponseBody, type GuideMission } from '@cicerone/core/contracts/missions';
import { matchesFilter, missionFilters, type MissionFilter } from '@cicerone/core/missions/guide-missions';
import { roles } from '@cicerone/core/roles';
import { signedInPage } from '../accounts/account-page.server.ts';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { shiftMonth, type CalendarMonth } from '../bookings/booking-shown.ts';

interface PageArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isFilter = (value: string | null): value is MissionFilter => missionFilters.includes(value as MissionFilter);

/** ?month=YYYY-MM, else the current month (UTC, as My bookings' calendar). */
function monthOf(query: URLSearchParams, now: Date): CalendarMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(query.get('month') ?? '');
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (match && year >= 2000 && year <= 2100 && month >= 1 && month <= 12) return { year, month };
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

const monthParam = ({ year, month }: CalendarMonth) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * /guide-missions (requirements §screens.guide-dashboard, §lifecycles.mission): a month's missions of the guide, upcoming then previous, under
 * one of the requirements §screens.guide-dashboard filters (?filter=, counted for each), with the month before and after. An admin
 * may open any guide's (?guide=ID, requirements §roles.access 'view a user's missions'); for anyone else it is ignored.
 */
export async function guideMissionsLoader(args: PageArgs) {
  const page = signedInPage(args);
  const query = new URL(args.request.url).searchParams;
  const now = new Date();
  const month = monthOf(query, now);
  const requested = query.get('filter');
  const filter: MissionFilter = isFilter(requested) ? requested : 'all';
  const asked = query.get('guide');
  const guideId = asked && uuidPattern.test(asked) && page.user.role <= roles.admin ? asked : page.user.id;
  const all = await page.services.missions.list(guideId, { locale: page.locale, month });
  const facts = (mission: GuideMission) => ({ status: mission.status, assignedTo: mission.assignedTo, answer: mission.guideAnswer, startsAt: new Date(mission.startsAt) });
  const counts = Object.fromEntries(missionFilters.map((name) => [name, all.filter((mission) => matchesFilter(facts(mission), name, now)).length])) as Record<MissionFilter, number>;
  const shown = all.filter((mission) => matchesFilter(facts(mission), filter, now));
  return {
    title: page.t('missions.title'),
    meta: page.meta('/guide-missions', 'missions.title', 'missions.intro'),
    month,
    previousMonth: monthParam(shiftMonth(month, -1)),
    nextMonth: monthParam(shiftMonth(month, 1)),
    filter,
    counts,
    // Another guide's missions are read, never answered, by the admin looking at them.
    guide: guideId === page.user.id ? null : guideId,
    upcoming: shown.filter((mission) => mission.period === 'upcoming'),
    // The most recent first: the previous tours a guide looks back on.
    previous: shown.filter((mission) => mission.period === 'previous').reverse(),
  };
}

/** A mission's answer or its giving back, each a SiteForm named after its mission; back to the same page with a notice. */
export async function guideMissionsAction(args: PageArgs & { url: URL }) {
  const page = signedInPage(args);
  const values = await formValues(args.request);
  const missionId = values['missionId'] ?? '';
  const intent = values['intent'] === 'cancel' ? 'cancel' : 'respond';
  const form = `${intent}-${missionId}`;
  if (!uuidPattern.test(missionId)) return invalid(form, values, {}, { message: page.t('errors.mission_not_found'), status: 404 });
  // args.url, not request.url: a form sent by the app posts to '<page>.data'; the month and filter stay.
  const to = `${args.url.pathname}${args.url.search}`;
  try {
    if (intent === 'respond') {
      const parsed = parseForm(guideResponseBody, values, page.t);
      if (!parsed.ok) return invalid(form, values, parsed.errors);
      await page.services.missions.respond(page.user.id, missionId, parsed.data, page.locale);
      return redirectWithFlash(args, to, [{ key: 'missions.respond.saved' }]);
    }
    const parsed = parseForm(guideCancelBody, values, page.t);
    if (!parsed.ok) return invalid(form, values, parsed.errors);
    await page.services.missions.giveBack(page.user.id, missionId, parsed.data, page.locale);
    return redirectWithFlash(args, to, [{ key: 'missions.cancel.done' }]);
  } catch (error) {
    return refused(error, form, values, page.t);
  }
}
