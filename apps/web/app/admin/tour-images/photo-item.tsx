import type { DragEvent } from 'react';
import { Form, Link, useActionData } from 'react-router';
import type { AdminTourImage } from '@cicerone/core/contracts/tour-images';
import { tourImageAltMax } from '@cicerone/core/tour-images/tour-image-files';
import { locales } from '@cicerone/core/locales';
import { TourPicture } from '../../catalog/tour-picture.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { languageName } from '../../lib/format/intl-names.ts';
import { SiteForm } from '../../lib/forms/form.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { problemsFor } from '../../lib/forms/form-problems.ts';

interface PhotoItemProps {
  image: AdminTourImage;
  position: number;
  total: number;
  altForm: string;
  /** The page's address with ?delete=<id>: the confirmation step. */
  deleteHref: string;
  /** Drag and drop (with JavaScript): this photo dropped on another's place. */
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
}

/** One photo of the gallery: its picture, Move up / Move down (forms, so the keyboard and no-JS work), its texts per language, Delete. */
export function PhotoItem({ image, position, total, altForm, deleteHref, onDragStart, onDrop }: PhotoItemProps) {
  const { t, tag } = useI18n();
  const described = Object.values(image.alt).filter(Boolean).length;
  return (
    <li className="photo-item" draggable onDragStart={onDragStart} onDragOver={(event) => event.preventDefault()} onDrop={onDrop} data-image-id={image.id}>
      <div className="photo-item-picture">
        <TourPicture image={image} alt={image.alt[tagLocale(tag)] ?? ''} sizes="160px" />
      </div>
      <div className="photo-item-body">
        <h2 className="photo-item-title">{t('admin.tourImages.photo', { position, total })}</h2>
        <p className="small muted">{t('admin.tourImages.size', { width: image.width, height: image.height })}</p>
        <div className="row-actions">
          {(['up', 'down'] as const).map((direction) => (
            <Form method="post" key={direction} preventScrollReset>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="id" value={image.id} />
              <input type="hidden" name="direction" value={direction} />
              <button
                type="submit"
                className="button button-secondary button-small"
                disabled={direction === 'up' ? position === 1 : position === total}
                aria-label={t(direction === 'up' ? 'admin.tourImages.moveUpNamed' : 'admin.tourImages.moveDownNamed', { position })}
              >
                {t(direction === 'up' ? 'admin.tourImages.moveUp' : 'admin.tourImages.moveDown')}
              </button>
            </Form>
          ))}
          <Link to={deleteHref} className="button button-secondary button-small" preventScrollReset aria-label={t('admin.tourImages.deleteNamed', { position })}>
            {t('admin.tourImages.delete')}
          </Link>
        </div>
        <details className="photo-item-alt">
          <summary>
            {t('admin.tourImages.alt.legend')} <span className="muted small">({t('admin.tourImages.alt.count', { count: described })})</span>
          </summary>
          <SiteForm
            name={altForm}
            hidden={{ intent: 'alt', id: String(image.id) }}
            problems={problemsFor(useActionData(), altForm)}
            labels={Object.fromEntries(locales.map((locale) => [`alt_${locale}`, languageName(tag, locale)]))}
            submitLabel={t('admin.tourImages.alt.save')}
            submitName={t('admin.tourImages.alt.saveNamed', { position })}
            preventScrollReset
            marks="optional"
          >
            <p className="small muted">{t('admin.tourImages.alt.hint')}</p>
            {locales.map((locale) => (
              <TextField key={locale} name={`alt_${locale}`} label={languageName(tag, locale)} defaultValue={image.alt[locale] ?? ''} maxLength={tourImageAltMax} lang={locale.replace('_', '-')} autoComplete="off" />
            ))}
          </SiteForm>
        </details>
      </div>
    </li>
  );
}

/** 'fr-FR' → 'fr_FR': the picture's own text in the admin's language, if it has one. */
const tagLocale = (tag: string) => tag.replace('-', '_') as (typeof locales)[number];
