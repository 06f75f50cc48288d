import type { AdminReview } from '@cicerone/core/contracts/reviews';
import { reviewRules } from '@cicerone/core/reviews/review-rules';
import { RatingStars } from '../catalog/rating-stars.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { useI18n } from '../i18n/i18n.tsx';

/** The form name of a review's hide form: the page holds one per review. */
export const hideFormName = (id: number) => `hide-${id}`;

/**
 * One review in the back office: who wrote it about which tour (its heading: travellers' own titles
 * repeat, "Recommended", and some reviews have none), what they wrote, then hiding it with a reason,
 * or when and why it was hidden.
 */
export function AdminReviewItem({ review, createdAt, hiddenAt, problems }: { review: AdminReview; createdAt: string; hiddenAt: string | null; problems: FormProblems | null }) {
  const { t } = useI18n();
  const labels = { reason: t('admin.reviews.reason') };
  const lang = review.language.replace('_', '-');
  return (
    <article className={`admin-review${review.hidden ? ' admin-review-hidden' : ''}`}>
      <h2 className="admin-review-heading">{t('admin.reviews.heading', { author: review.authorName, tour: review.tour.title })}</h2>
      <RatingStars rating={review.rating} />
      {review.title ? (
        <p className="review-title" lang={lang}>
          {review.title}
        </p>
      ) : null}
      <p className="review-body" lang={lang}>
        {review.body}
      </p>
      <p className="small muted">
        {[review.authorCountry, review.language, createdAt, review.bookingReference ? t('admin.reviews.booking', { reference: review.bookingReference }) : null, t('admin.reviews.photoCount', { count: review.photos })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {review.hidden && hiddenAt ? (
        <p className="notice-info">{t('admin.reviews.hiddenOn', { date: hiddenAt, reason: review.hidden.reason })}</p>
      ) : (
        <SiteForm name={hideFormName(review.id)} hidden={{ id: String(review.id), tour: review.tour.title }} problems={problems} labels={labels} submitLabel={t('admin.reviews.hide')} pendingLabel={t('admin.reviews.hiding')} preventScrollReset>
          <TextField name="reason" label={labels.reason} required minLength={reviewRules.hideReasonMin} maxLength={reviewRules.hideReasonMax} hint={t('admin.reviews.reasonHint')} />
        </SiteForm>
      )}
    </article>
  );
}
