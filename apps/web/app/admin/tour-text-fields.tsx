import { tourTextLimits, tourTextLists } from '@cicerone/core/catalog/tour-editing';
import { useI18n } from '../i18n/i18n.tsx';
import { TextAreaField, TextField } from '../lib/forms/fields.tsx';

/**
 * One language's texts of a tour, inside a SiteForm: the single texts, the lists (one item per line)
 * and the itinerary's steps (those written and two empty ones). `lang` marks the fields' language for
 * spell checkers and screen readers.
 */
export function TourTextFields({ values, steps, lang }: { values: Readonly<Record<string, string>>; steps: number; lang: string }) {
  const { t } = useI18n();
  return (
    <div lang={lang}>
      <TextField name="title" label={t('admin.tours.field.title')} defaultValue={values['title']} required maxLength={tourTextLimits.title} />
      <TextAreaField name="summary" label={t('admin.tours.field.summary')} defaultValue={values['summary']} required maxLength={tourTextLimits.summary} rows={2} />
      <TextAreaField name="description" label={t('admin.tours.field.description')} defaultValue={values['description']} required maxLength={tourTextLimits.description} rows={6} />
      <TextField name="meetingPoint" label={t('admin.tours.field.meetingPoint')} defaultValue={values['meetingPoint']} required maxLength={tourTextLimits.meetingPoint} />
      {tourTextLists.map((name) => (
        <TextAreaField key={name} name={name} label={t(`admin.tours.field.${name}`)} hint={t('admin.tours.linesHint')} defaultValue={values[name]} rows={3} />
      ))}
      <fieldset className="admin-tour-group">
        <legend>{t('admin.tours.field.itinerary')}</legend>
        {Array.from({ length: steps }, (_, index) => (
          <div key={index} className="admin-tour-pair">
            <TextField name={`itinerary-title-${index}`} label={t('admin.tours.stepTitle', { number: index + 1 })} defaultValue={values[`itinerary-title-${index}`]} maxLength={tourTextLimits.line} />
            <TextField name={`itinerary-description-${index}`} label={t('admin.tours.stepDescription', { number: index + 1 })} defaultValue={values[`itinerary-description-${index}`]} maxLength={tourTextLimits.line * 4} />
          </div>
        ))}
      </fieldset>
    </div>
  );
}
