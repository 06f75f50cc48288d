import { useI18n } from '../../i18n/i18n.tsx';
import { AdminTable } from '../admin-table.tsx';

export interface TodayTourRow {
  reference: string;
  /** '10:00 in Rome': the start on its city's clock. */
  cityTime: string;
  tour: string;
  travellers: string;
  guide: string;
  hasGuide: boolean;
}

/** Today's tours on the company's clock, soonest first, each with its guide (or that it has none yet). */
export function TodayTours({ tours }: { tours: TodayTourRow[] }) {
  const { t } = useI18n();
  if (tours.length === 0) return <p className="muted">{t('admin.dashboard.noToursToday')}</p>;
  return (
    <AdminTable id="today-tours" caption={t('admin.dashboard.todayCaption')}>
      <thead>
        <tr>
          <th scope="col">{t('admin.dashboard.start')}</th>
          <th scope="col">{t('admin.dashboard.tour')}</th>
          <th scope="col">{t('admin.dashboard.reference')}</th>
          <th scope="col">{t('admin.dashboard.travellers')}</th>
          <th scope="col">{t('admin.dashboard.guide')}</th>
        </tr>
      </thead>
      <tbody>
        {tours.map((tour) => (
          <tr key={tour.reference}>
            <td>{tour.cityTime}</td>
            <td>{tour.tour}</td>
            <td>{tour.reference}</td>
            <td className="admin-amount">{tour.travellers}</td>
            <td className={tour.hasGuide ? undefined : 'admin-retired'}>{tour.guide}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
