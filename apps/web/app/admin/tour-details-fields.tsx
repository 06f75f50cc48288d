import { useContext } from 'react';
import { groupBands, tourDurations } from '@cicerone/core/catalog/pricing';
import { tourCategorySlugs } from '@cicerone/core/catalog/tour-categories';
import { specialFilters } from '@cicerone/core/catalog/tour-filters';
import { languageTag, locales } from '@cicerone/core/locales';
import { useI18n } from '../i18n/i18n.tsx';
import { CheckboxGroup, FieldMessage, SelectField, TextAreaField, TextField } from '../lib/forms/fields.tsx';
import { FieldsOf } from '../lib/forms/form.tsx';
import { languageName } from '../lib/format/intl-names.ts';

/** A tour's first values in the form (tours.server.ts detailsFormValues); empty for a new tour. */
export type TourDetailsValues = Readonly<Record<string, string>>;

/** Monday first, as the admin reads a week; the values are tour.weekdays' bits (0 = Sunday). */
const weekdayOrder = [1, 2, 3, 4, 5, 6, 0];

/**
 * Everything about a tour but its texts (requirements §back-office.catalogue), inside the new-tour and the tour's SiteForm:
 * place and category, group and times, days, languages, features, prices per duration and group
 * size in EUR (as the catalogue stores them), capacity, cut-off and days off.
 */
export function TourDetailsFields({ values, categories }: { values: TourDetailsValues; categories: Readonly<Record<string, string>> }) {
  const { t, locale } = useI18n();
  const tag = languageTag(locale);
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const list = (name: string) => (values[name] ? values[name].split(',') : []);
  return (
    <>
      <fieldset className="admin-tour-group">
        <legend>{t('admin.tours.section.place')}</legend>
        <TextField name="city" label={t('admin.tours.field.city')} hint={t('admin.tours.cityHint')} defaultValue={values['city']} required maxLength={200} autoComplete="off" spellCheck={false} />
        <SelectField name="category" label={t('admin.tours.field.category')} defaultValue={values['category']} required emptyLabel={t('admin.tours.choose')}>
          {tourCategorySlugs.map((slug) => (
            <option key={slug} value={slug}>
              {categories[slug] ?? slug}
            </option>
          ))}
        </SelectField>
        <CheckboxGroup name="featured" label={t('admin.tours.field.featured')} defaultValues={values['featured'] ? ['yes'] : []} options={[{ value: 'yes', label: t('admin.tours.featuredOption') }]} />
      </fieldset>

      <fieldset className="admin-tour-group">
        <legend>{t('admin.tours.section.schedule')}</legend>
        <div className="admin-tour-pair">
          <TextField name="minPeople" type="number" label={t('admin.tours.field.minPeople')} defaultValue={values['minPeople'] ?? '1'} required min={1} max={20} />
          <TextField name="maxPeople" type="number" label={t('admin.tours.field.maxPeople')} defaultValue={values['maxPeople'] ?? '8'} required min={1} max={20} />
        </div>
        <div className="admin-tour-pair">
          <TextField name="minStartTime" type="time" label={t('admin.tours.field.minStartTime')} defaultValue={values['minStartTime'] ?? '09:00'} required />
          <TextField name="maxStartTime" type="time" label={t('admin.tours.field.maxStartTime')} defaultValue={values['maxStartTime'] ?? '17:00'} required />
        </div>
        <CheckboxGroup
          name="weekdays"
          label={t('admin.tours.field.weekdays')}
          defaultValues={values['weekdays'] !== undefined ? list('weekdays') : weekdayOrder.map(String)}
          // 2026-03-01 is a Sunday: day n of that week has weekday n.
          options={weekdayOrder.map((day) => ({ value: String(day), label: weekday.format(new Date(Date.UTC(2026, 2, 1 + day))) }))}
        />
        <CheckboxGroup name="guideLanguages" label={t('admin.tours.field.guideLanguages')} defaultValues={list('guideLanguages')} options={locales.map((code) => ({ value: code, label: languageName(tag, code) }))} />
        <CheckboxGroup name="features" label={t('admin.tours.field.features')} defaultValues={list('features')} options={specialFilters.map((value) => ({ value, label: t(`tours.special.${value}`) }))} />
      </fieldset>

      <PriceTable values={values} />

      <fieldset className="admin-tour-group">
        <legend>{t('admin.tours.section.availability')}</legend>
        <div className="admin-tour-pair">
          <TextField name="groupsPerDay" type="number" label={t('admin.tours.field.groupsPerDay')} hint={t('admin.tours.groupsPerDayHint')} defaultValue={values['groupsPerDay'] ?? '4'} required min={1} max={100} />
          <TextField name="bookingCutoffHours" type="number" label={t('admin.tours.field.bookingCutoffHours')} hint={t('admin.tours.cutoffHint')} defaultValue={values['bookingCutoffHours'] ?? '24'} required min={0} max={720} />
        </div>
        <TextAreaField name="blockedDates" label={t('admin.tours.field.blockedDates')} hint={t('admin.tours.blockedDatesHint')} defaultValue={values['blockedDates']} rows={3} />
      </fieldset>
    </>
  );
}

/** One price per duration and group-size band, in EUR; a duration left empty is not sold. */
function PriceTable({ values }: { values: TourDetailsValues }) {
  const { t } = useI18n();
  const { prefix, values: sent } = useContext(FieldsOf);
  return (
    <fieldset className="admin-tour-group" id={`${prefix}-prices`} aria-describedby={`${prefix}-prices-hint`}>
      <legend>{t('admin.tours.field.prices')}</legend>
      <p className="field-hint" id={`${prefix}-prices-hint`}>
        {t('admin.tours.pricesHint')}
      </p>
      <FieldMessage name="prices" />
      <div className="table-scroll" role="region" aria-label={t('admin.tours.field.prices')} tabIndex={0}>
        <table className="admin-table admin-price-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.tours.groupSize')}</th>
              {tourDurations.map((duration) => (
                <th key={duration} scope="col">
                  {t(`tour.duration.${duration}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groupBands.map((band, index) => {
              const people = t('admin.tours.band', { min: band.min, max: band.max });
              return (
                <tr key={band.min}>
                  <th scope="row">{people}</th>
                  {tourDurations.map((duration) => {
                    const name = `price-${duration}-${index}`;
                    return (
                      <td key={duration}>
                        <input
                          className="input admin-price-input"
                          name={name}
                          inputMode="decimal"
                          pattern="\d{1,7}([.,]\d{1,2})?"
                          defaultValue={sent?.[name] ?? values[name] ?? ''}
                          aria-label={t('admin.tours.priceLabel', { duration: t(`tour.duration.${duration}`), people })}
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
