import { Form, Link, useLocation } from 'react-router';
import type { AdminPlace } from '@cicerone/core/contracts/admin-places';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import { placeFields, type PlaceKind } from '@cicerone/core/places/place-kinds';
import { useI18n } from '../i18n/i18n.tsx';
import { AdminTable } from './admin-table.tsx';
import { SortHeader } from './sort-header.tsx';

/** One line's button: a POST of its intent for this place, named for screen readers with the place. */
function PlaceButton({ place, intent, label, accessibleName, primary = false }: { place: AdminPlace; intent: string; label: string; accessibleName: string; primary?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    // Posted to the list as it is (its search and page), where the change's answer comes back.
    <Form method="post" action={`${pathname}${search}`} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={place.kind} />
      <input type="hidden" name="id" value={place.id} />
      <button type="submit" className={`button button-small ${primary ? 'button-primary' : 'button-secondary'}`} aria-label={accessibleName}>
        {label}
      </button>
    </Form>
  );
}

/** The places of one kind: on/off, featured (cities) and order (cities, categories) changed on their line; texts on their own panel (?texts=ID). */
export function PlacesTable({ kind, places, sort, dir }: { kind: PlaceKind; places: readonly AdminPlace[]; sort: string; dir: SortDirection }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const fields = placeFields[kind];
  const textsLink = (id: number) => {
    const params = new URLSearchParams(search);
    params.set('texts', String(id));
    return `${pathname}?${params.toString()}#place-texts`;
  };
  return (
    <AdminTable id="places-caption" caption={t(`admin.places.kind.${kind}`)}>
      <thead>
        <tr>
          <SortHeader column="name" label={t('admin.places.col.name')} sort={sort} dir={dir} />
          {fields.order ? <SortHeader column="order" label={t('admin.places.col.order')} sort={sort} dir={dir} /> : null}
          {fields.featured ? <th scope="col">{t('admin.places.col.featured')}</th> : null}
          <th scope="col">{t('admin.places.col.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('admin.places.col.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {places.map((place) => (
          <tr key={place.id}>
            <th scope="row">
              {place.nameTranslated}
              {place.country ? (
                <>
                  <br />
                  <span className="muted">{place.country}</span>
                </>
              ) : null}
            </th>
            {fields.order ? (
              <td>
                <Form method="post" action={`${pathname}${search}`} preventScrollReset className="place-order">
                  <input type="hidden" name="intent" value="order" />
                  <input type="hidden" name="kind" value={place.kind} />
                  <input type="hidden" name="id" value={place.id} />
                  <label className="visually-hidden" htmlFor={`order-${place.id}`}>
                    {t('admin.places.orderOf', { name: place.nameTranslated })}
                  </label>
                  <input className="input" id={`order-${place.id}`} name="order" type="number" min={0} max={32767} step={1} defaultValue={place.order ?? 0} inputMode="numeric" />
                  <button type="submit" className="button button-secondary button-small" aria-label={t('admin.places.setOrderNamed', { name: place.nameTranslated })}>
                    {t('admin.places.setOrder')}
                  </button>
                </Form>
              </td>
            ) : null}
            {fields.featured ? (
              <td>
                <span className="place-flag">{t(place.featured ? 'admin.places.yes' : 'admin.places.no')}</span>
                <PlaceButton
                  place={place}
                  intent={place.featured ? 'unfeature' : 'feature'}
                  label={t(place.featured ? 'admin.places.unfeature' : 'admin.places.feature')}
                  accessibleName={t(place.featured ? 'admin.places.unfeatureNamed' : 'admin.places.featureNamed', { name: place.nameTranslated })}
                />
              </td>
            ) : null}
            <td>
              <span className="place-flag">{t(place.activated ? 'admin.promoCodes.status.active' : 'admin.promoCodes.status.inactive')}</span>
              <PlaceButton
                place={place}
                intent={place.activated ? 'deactivate' : 'activate'}
                label={t(place.activated ? 'admin.places.deactivate' : 'admin.places.activate')}
                accessibleName={t(place.activated ? 'admin.places.deactivateNamed' : 'admin.places.activateNamed', { name: place.nameTranslated })}
                primary={!place.activated}
              />
            </td>
            <td>
              <Link className="button button-secondary button-small" to={textsLink(place.id)} aria-label={t('admin.places.textsNamed', { name: place.nameTranslated })} preventScrollReset>
                {t('admin.places.texts')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
