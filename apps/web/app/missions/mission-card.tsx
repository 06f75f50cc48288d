import { serviceFacts } from '@cicerone/core/quotes/service-facts';
import { missionTitle } from './mission-title.ts';
import type { ReactNode } from 'react';
import type { GuideMission } from '@cicerone/core/contracts/missions';
import { guideAnswers } from '@cicerone/core/missions/guide-missions';
import { SiteForm } from '../lib/forms/form.tsx';
import { RadioGroup, TextAreaField } from '../lib/forms/fields.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { languageName } from '../lib/format/intl-names.ts';
import { dayName } from '../checkout/cart-view.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import { formatMoney } from '@cicerone/core/money';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The mission's state in one badge, from the guide's side: theirs, someone else's, open, or over. */
function stateOf(mission: GuideMission): { key: string; tone: 'success' | 'warning' | 'neutral' | 'info' } {
  if (mission.status === 'cancelled') return { key: 'missions.state.cancelled', tone: 'neutral' };
  if (mission.status === 'finished') return { key: mission.assignedTo === 'me' ? 'missions.state.finished' : 'missions.state.closed', tone: 'neutral' };
  if (mission.assignedTo === 'me') return { key: 'missions.state.assignedToYou', tone: 'success' };
  if (mission.assignedTo === 'other') return { key: 'missions.state.assignedToOther', tone: 'neutral' };
  return { key: mission.guideAnswer ? 'missions.state.responded' : 'missions.state.waitingResponse', tone: mission.guideAnswer ? 'info' : 'warning' };
}

/**
 * One mission with every requirements §lifecycles.mission field a guide needs, then what they can do now: answer (availability
 * and yes / no / maybe / other) while it waits for a guide, give it back with a reason while it is
 * theirs. Both are SiteForms posting to the page (plain POSTs without JavaScript). `readOnly` for
 * an admin looking at another guide's missions.
 */
export function MissionCard({ mission, problems, readOnly }: { mission: GuideMission; problems: unknown; readOnly: boolean }) {
  const { t, tag } = useI18n();
  const { cityTime } = useInstants();
  const state = stateOf(mission);
  const { adults, children, infants } = mission.travellers;
  const respondLabels = { guideAnswer: t('missions.field.answer'), guideAvailability: t('missions.field.availability') };
  const cancelLabels = { guideReason: t('missions.cancel.reason') };
  return (
    <li className="booking-card mission-card" aria-labelledby={`mission-${mission.id}`}>
      <div className="booking-card-head">
        <h3 className="booking-card-title" id={`mission-${mission.id}`}>
          {missionTitle(mission, t)}
        </h3>
        <span className={`status-badge status-badge-${state.tone}`}>{t(state.key)}</span>
      </div>
      <p className="small muted booking-card-ref">
        {mission.city.name} · {t('bookings.field.reference')} <span className="mono">{mission.bookingReference}</span>
      </p>
      <dl className="booking-facts">
        <Fact label={t('tour.booking.date')}>{dayName(tag, mission.date)}</Fact>
        <Fact label={t('tour.booking.startTime')}>{cityTime(mission.time, mission.city.name)}</Fact>
        {mission.service ? null : <Fact label={t('tour.booking.duration')}>{t(`tour.duration.${mission.duration}`)}</Fact>}
        <Fact label={t('tour.booking.travellers')}>{t('bookings.field.travellerSplit', { adults, children, infants })}</Fact>
        {/* The language the tour is guided in, as booked; the traveller's own may differ (a Japanese traveller booking an English tour). */}
        <Fact label={t('missions.field.tourLanguage')}>{languageName(tag, mission.tourLanguage)}</Fact>
        {mission.travellerLanguage ? <Fact label={t('missions.field.travellerLanguage')}>{languageName(tag, mission.travellerLanguage)}</Fact> : null}
        {/* The pay before answering (decision 0017): the guide's share, in the booking's currency. */}
        <Fact label={t('missions.field.pay')}>
          <strong className="mission-pay">{formatMoney(mission.pay.amount, { code: mission.pay.currency, minorUnits: mission.pay.minorUnits }, tag)}</strong>
          <span className="small muted"> · {t('missions.field.payHint')}</span>
        </Fact>
        <Fact label={t('missions.field.rating')}>{mission.rating === null ? t('missions.field.noRating') : t('reviews.ratingLabel', { rating: mission.rating })}</Fact>
        {mission.service ? (
          // A pickup, transfer or cruise meets where its request says: the flight and terminal, the addresses, the ports.
          serviceFacts(mission.service.request, t, tag).map((fact, index) => (
            <Fact key={index} label={fact.label}>
              {fact.value}
            </Fact>
          ))
        ) : (
          <Fact label={t('tour.booking.meetingPoint')}>{mission.meetingPlace || t('bookings.field.none')}</Fact>
        )}
        {mission.client ? (
          <Fact label={t('missions.field.client')}>
            {mission.client.name}
            {mission.client.phone ? (
              <>
                {' · '}
                <a href={`tel:${mission.client.phone.replace(/\s+/g, '')}`}>{mission.client.phone}</a>
              </>
            ) : null}
            {' · '}
            <a href={`mailto:${mission.client.email}`}>{mission.client.email}</a>
          </Fact>
        ) : null}
        {mission.guideAnswer ? (
          <Fact label={t('missions.field.yourAnswer')}>
            {t(`missions.answer.${mission.guideAnswer}`)} · {mission.guideAvailability}
          </Fact>
        ) : null}
        {mission.privateNote ? <Fact label={t('missions.field.privateNote')}>{mission.privateNote}</Fact> : null}
      </dl>
      {!readOnly && mission.canRespond ? (
        <details className="mission-action" open={Boolean(problemsFor(problems, `respond-${mission.id}`)) || !mission.guideAnswer}>
          <summary>{t(mission.guideAnswer ? 'missions.respond.change' : 'missions.respond.title')}</summary>
          <SiteForm
            name={`respond-${mission.id}`}
            hidden={{ intent: 'respond', missionId: mission.id }}
            problems={problemsFor(problems, `respond-${mission.id}`)}
            labels={respondLabels}
            submitLabel={t('missions.respond.submit')}
            preventScrollReset
          >
            <RadioGroup name="guideAnswer" label={respondLabels.guideAnswer} defaultValue={mission.guideAnswer ?? undefined} options={guideAnswers.map((answer) => ({ value: answer, label: t(`missions.answer.${answer}`) }))} />
            <TextAreaField
              name="guideAvailability"
              label={respondLabels.guideAvailability}
              defaultValue={mission.guideAvailability ?? undefined}
              required
              maxLength={500}
              rows={2}
              hint={t('missions.respond.availabilityHint')}
            />
          </SiteForm>
        </details>
      ) : null}
      {!readOnly && mission.canCancel ? (
        <details className="mission-action" open={Boolean(problemsFor(problems, `cancel-${mission.id}`))}>
          <summary>{t('missions.cancel.title')}</summary>
          <SiteForm
            name={`cancel-${mission.id}`}
            hidden={{ intent: 'cancel', missionId: mission.id }}
            problems={problemsFor(problems, `cancel-${mission.id}`)}
            labels={cancelLabels}
            submitLabel={t('missions.cancel.submit')}
            preventScrollReset
          >
            <TextAreaField name="guideReason" label={cancelLabels.guideReason} required minLength={3} maxLength={1000} rows={3} lengthMessage="errors.mission.reason_required" hint={t('missions.cancel.hint')} />
          </SiteForm>
        </details>
      ) : null}
    </li>
  );
}
