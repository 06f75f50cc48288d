import { missionTitle } from '../missions/mission-title.ts';
import { Link } from 'react-router';
import type { AdminMission } from '@cicerone/core/contracts/missions';
import { languageName } from '../lib/format/intl-names.ts';
import { dayName } from '../checkout/cart-view.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import { useSitePath } from '../site/site-data.ts';
import { RowAction } from './row-action.tsx';

/**
 * The back office's missions: each with its tour, day and language, then the guides who answered
 * (answer, availability, contact) and an Assign button per guide while it waits; once assigned,
 * whom to. A guide's name opens their dashboard as they see it.
 */
export function MissionsList({ missions }: { missions: readonly AdminMission[] }) {
  const { t, tag } = useI18n();
  const { cityTime } = useInstants();
  const sitePath = useSitePath();
  if (missions.length === 0) return <p className="muted">{t('admin.missions.empty')}</p>;
  return (
    <ul className="admin-missions">
      {missions.map((mission) => (
        <li key={mission.id} className="booking-card admin-mission" aria-labelledby={`admin-mission-${mission.id}`}>
          <h2 className="booking-card-title" id={`admin-mission-${mission.id}`}>
            {missionTitle(mission, t)}
          </h2>
          <p className="small muted">
            {mission.city.name} · <span className="mono">{mission.bookingReference}</span> · {dayName(tag, mission.date)} · {cityTime(mission.time, mission.city.name)} ·{' '}
            {languageName(tag, mission.tourLanguage)} · {t('bookings.field.travellerSplit', mission.travellers)}
          </p>
          {mission.guide ? (
            <p className="status-badge status-badge-success">{t('admin.missions.assignedTo', { guide: mission.guide.name })}</p>
          ) : mission.responses.length === 0 ? (
            <p className="muted">{t('admin.missions.noResponses')}</p>
          ) : (
            <div className="table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{t('admin.missions.responses', { tour: missionTitle(mission, t) })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.missions.guide')}</th>
                    <th scope="col">{t('missions.field.answer')}</th>
                    <th scope="col">{t('missions.field.availability')}</th>
                    <th scope="col">{t('admin.missions.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {mission.responses.map((response) => (
                    <tr key={response.guide.id}>
                      <td>
                        <Link to={sitePath(`/guide-missions?guide=${response.guide.id}&month=${mission.date.slice(0, 7)}`)}>{response.guide.name}</Link>
                        <br />
                        <a className="small" href={`mailto:${response.guide.email}`}>
                          {response.guide.email}
                        </a>
                      </td>
                      <td>{t(`missions.answer.${response.guideAnswer}`)}</td>
                      <td>{response.guideAvailability}</td>
                      <td>
                        <RowAction
                          fields={{ missionId: mission.id, guideUserId: response.guide.id }}
                          label={t('admin.missions.assign')}
                          busyLabel={t('admin.missions.assigning')}
                          accessibleName={t('admin.missions.assignTo', { guide: response.guide.name, reference: mission.bookingReference })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
