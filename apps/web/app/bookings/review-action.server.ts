// Server-only: the booking page's review form (requirements §rules.reviews), multipart with up to five photos,
// sent to the same service as POST /api/reviews/add.
import type { RouterContextProvider } from 'react-router';
import { addReviewFields } from '@cicerone/core/contracts/reviews';
import { reviewRules } from '@cicerone/core/reviews/review-rules';
import { tooLargeValues, uploadEnvelopeBytes, uploads } from '@cicerone/core/uploads';
import type { signedInPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { invalid, parseForm, readForm, refused } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';

/** The form's name in FormProblems, and in the query its SiteForm posts to (the proof form is multipart too). */
export const reviewFormName = 'review';

/** The largest body the form can need: five photos at their limit and the text. */
const maxBodyBytes = reviewRules.maxPhotos * uploads.reviewPhoto.maxBytes + uploadEnvelopeBytes;

const photoProblems = { review_photo_too_large: 'photos', review_photo_type_not_allowed: 'photos', review_too_many_photos: 'photos' };

export async function reviewAction(
  page: ReturnType<typeof signedInPage>,
  args: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
  booking: { id: string; tour: { id: number; title: string } },
) {
  const { t, services, user } = page;
  // Refused by its announced size before a byte is read; the server then closes the connection.
  const length = Number(args.request.headers.get('content-length') ?? Number.NaN);
  if (!(length > 0) || length > maxBodyBytes) return invalid(reviewFormName, {}, { photos: t(`errors.${uploads.reviewPhoto.tooLarge}`, tooLargeValues('reviewPhoto')) }, { status: 413 });
  const form = await readForm(args.request);
  const values: FormValues = {};
  const photos: File[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') values[name] = value;
    // An empty file input still sends one nameless, empty part.
    else if (name === 'photos' && value.size > 0) photos.push(value);
  }
  const parsed = parseForm(addReviewFields, { tourId: String(booking.tour.id), bookingId: booking.id, rating: values['rating'] ?? '', title: values['title'] ?? '', body: values['body'] ?? '' }, t);
  if (!parsed.ok) return invalid(reviewFormName, values, parsed.errors);
  try {
    const bytes = await Promise.all(photos.map(async (photo) => new Uint8Array(await photo.arrayBuffer())));
    await services.reviewWriting.add(user.id, parsed.data, page.locale, bytes);
  } catch (error) {
    return refused(error, reviewFormName, values, t, { fieldOf: photoProblems });
  }
  return redirectWithFlash(args, `${args.url.pathname}#review`, [{ key: 'reviews.form.added', values: { tour: booking.tour.title } }]);
}
