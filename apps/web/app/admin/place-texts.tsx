import { Link, useActionData } from 'react-router';
import type { PlaceKind } from '@cicerone/core/places/place-kinds';
import { placeFields } from '@cicerone/core/places/place-kinds';
import { useI18n } from '../i18n/i18n.tsx';
import { TextAreaField, TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';

export interface PlaceTextForm {
  language: string;
  /** The language's name in the page's language. */
  languageName: string;
  written: boolean;
  title: string;
  summary: string;
  /** Paragraphs separated by a blank line. */
  body: string;
}

/**
 * One place's texts, a form per language side by side with what the public page shows: a language
 * without its own text starts from the English one (and says so). A category has only a title.
 */
export function PlaceTexts({ kind, id, name, texts, closePath }: { kind: PlaceKind; id: number; name: string; texts: readonly PlaceTextForm[]; closePath: string }) {
  const { t } = useI18n();
  const actionData = useActionData();
  const full = placeFields[kind].cms === 'entry';
  return (
    <section id="place-texts" className="place-texts" aria-labelledby="place-texts-title">
      <h2 id="place-texts-title">{t('admin.places.textsTitle', { name })}</h2>
      <p className="muted">{t('admin.places.textsHint')}</p>
      <div className="place-texts-grid">
        {texts.map((text) => {
          const form = `text-${text.language}`;
          const labels = { title: t('admin.places.field.title'), ...(full ? { summary: t('admin.places.field.summary'), body: t('admin.places.field.body') } : {}) };
          return (
            <SiteForm
              key={text.language}
              name={form}
              className="place-text"
              hidden={{ intent: 'text', kind, id: String(id), language: text.language }}
              problems={problemsFor(actionData, form)}
              labels={labels}
              submitLabel={t('admin.places.saveText', { language: text.languageName })}
              heading={
                <h3 lang={text.language.replace('_', '-')}>
                  {text.languageName}
                  {text.written ? null : <span className="muted small"> — {t('admin.places.fallback')}</span>}
                </h3>
              }
              preventScrollReset
            >
              <TextField name="title" label={labels.title} defaultValue={text.title} required maxLength={160} />
              {full ? <TextAreaField name="summary" label={t('admin.places.field.summary')} defaultValue={text.summary} maxLength={400} rows={2} /> : null}
              {full ? <TextAreaField name="body" label={t('admin.places.field.body')} defaultValue={text.body} rows={6} /> : null}
            </SiteForm>
          );
        })}
      </div>
      <Link to={closePath} className="button button-secondary">
        {t('admin.places.closeTexts')}
      </Link>
    </section>
  );
}
