import { Link } from 'react-router';
import type { CanComment } from '@cicerone/core/contracts/reviews';
import { pagePaths } from '@cicerone/core/page-paths';
import { reviewRules } from '@cicerone/core/reviews/review-rules';
import { SiteForm } from '../lib/forms/form.tsx';
import { FileField } from '../lib/forms/file-field.tsx';
import { RadioGroup, TextAreaField, TextField } from '../lib/forms/fields.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';

const stars = Array.from({ length: reviewRules.maxRating - reviewRules.minRating + 1 }, (_, index) => reviewRules.maxRating - index);

/**
 * The review of a completed booking (requirements §rules.reviews), at #review where the invitation mail points:
 * the form while the traveller may still write it, a thank-you once written. The page's action
 * sends it to the same service as POST /api/reviews/add.
 */
export function ReviewSection({ review, tour, problems }: { review: CanComment; tour: { title: string; slug: string }; problems: FormProblems | null }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  if (review.reason === 'already_reviewed') {
    return (
      <section className="booking-section" id="review" aria-labelledby="review-heading">
        <h2 id="review-heading">{t('reviews.form.title')}</h2>
        <p>{t('reviews.form.done')}</p>
        <p>
          <Link to={`${sitePath(pagePaths.tour(tour.slug))}#reviews`}>{t('reviews.form.seeTour')}</Link>
        </p>
      </section>
    );
  }
  if (!review.canComment) return null;
  const labels = { rating: t('reviews.form.rating'), title: t('reviews.form.titleField'), body: t('reviews.form.body'), photos: t('reviews.form.photos') };
  const options = stars.map((count) => ({ value: String(count), label: `${'★'.repeat(count)} ${t('reviews.form.stars', { count })}` }));
  return (
    <section className="booking-section review-form" id="review" aria-labelledby="review-heading">
      <h2 id="review-heading">{t('reviews.form.title')}</h2>
      <p className="muted">{t('reviews.form.intro', { tour: tour.title })}</p>
      <SiteForm name="review" action="?form=review" problems={problems} labels={labels} submitLabel={t('reviews.form.submit')} pendingLabel={t('reviews.form.sending')} encType="multipart/form-data">
        <RadioGroup name="rating" label={labels.rating} options={options} />
        <TextField name="title" label={labels.title} maxLength={reviewRules.titleMax} />
        <TextAreaField
          name="body"
          label={labels.body}
          required
          minLength={reviewRules.bodyMin}
          maxLength={reviewRules.bodyMax}
          lengthMessage="errors.review.bodyLength"
          hint={t('reviews.form.bodyHint')}
          rows={6}
        />
        <FileField name="photos" kind="reviewPhoto" label={labels.photos} multiple hint={t('reviews.form.photosHint')} />
      </SiteForm>
    </section>
  );
}
