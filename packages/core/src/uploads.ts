import type { ErrorCode } from './errors.ts';

/**
 * Every kind of file a person can send, with its limits (requirements §constants.uploads, §rules.uploads: proofs of payment
 * 5 MB, pictures 10 MB). The file field (checked before sending), the page action and the API all
 * read them here, so a new upload — the guide's photo — is one more entry checked the same way.
 * Zod-free: the browser bundle carries it.
 */
const megabytes = 1024 * 1024;

export const uploads = {
  /** A receipt or a photo of it (requirements §screens.bookings booking detail). */
  proof: { maxBytes: 5 * megabytes, contentTypes: ['application/pdf', 'image/jpeg', 'image/png'], extensions: ['.pdf', '.jpg', '.jpeg', '.png'], tooLarge: 'proof_too_large', wrongType: 'proof_type_not_allowed' },
  /** A profile picture (requirements §rules.uploads: PNG, JPG or GIF up to 10 MB). */
  picture: { maxBytes: 10 * megabytes, contentTypes: ['image/png', 'image/jpeg', 'image/gif'], extensions: ['.png', '.jpg', '.jpeg', '.gif'], tooLarge: 'picture_too_large', wrongType: 'picture_type_not_allowed' },
  /** A photo of a review (requirements §rules.reviews: up to five a review); phones' JPEGs, screenshots' PNGs, WebP. */
  reviewPhoto: { maxBytes: 10 * megabytes, contentTypes: ['image/jpeg', 'image/png', 'image/webp'], extensions: ['.jpg', '.jpeg', '.png', '.webp'], tooLarge: 'review_photo_too_large', wrongType: 'review_photo_type_not_allowed' },
  /**
   * A photo of a tour's gallery (requirements §back-office.catalogue), sent by the back office: cameras' JPEGs, PNG, WebP, AVIF.
   * HEIC is not here: sharp's prebuilt binaries cannot decode it (decision 0032). 25 MB holds a
   * 12-megapixel PNG; the server converts it to AVIF and WebP at a few widths and keeps no original.
   */
  tourImage: { maxBytes: 25 * megabytes, contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'], extensions: ['.jpg', '.jpeg', '.png', '.webp', '.avif'], tooLarge: 'tour_image_too_large', wrongType: 'tour_image_type_not_allowed' },
  /**
   * A guide's spoken answer (requirements §rules.uploads: mp3, wav, ogg). Browsers record WebM or Ogg Opus
   * (MediaRecorder), so a recording in the browser is accepted as WebM too; picked files are the spec's three.
   */
  audio: { maxBytes: 10 * megabytes, contentTypes: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm'], extensions: ['.mp3', '.wav', '.ogg', '.webm'], tooLarge: 'audio_too_large', wrongType: 'audio_type_not_allowed' },
} as const satisfies Record<string, { maxBytes: number; contentTypes: readonly string[]; extensions: readonly string[]; tooLarge: ErrorCode; wrongType: ErrorCode }>;

export type UploadKind = keyof typeof uploads;

/** What a kind's "too large" message says of its limit: `max` in megabytes, which the message formats the reader's way (Intl). */
export function tooLargeValues(kind: UploadKind): { max: number } {
  return { max: uploads[kind].maxBytes / megabytes };
}

/**
 * The most pixels a photo may have (50 megapixels, a high-end camera's full frame): a small file can
 * still claim billions of them (a decompression bomb), so the header is read before decoding and a
 * larger photo is refused as such (image_too_many_pixels), with the limit in megapixels.
 */
export const maxImagePixels = 50_000_000;

/** Room for the multipart envelope around the file: boundaries, the part's headers, the form's small fields. */
export const uploadEnvelopeBytes = 64 * 1024;

/** The file field's `accept`: the file picker offers these first (the server still checks the bytes). */
export function uploadAccept(kind: UploadKind): string {
  return [...uploads[kind].extensions, ...uploads[kind].contentTypes].join(',');
}

/** Whether a request body announced at `declaredBytes` cannot hold an acceptable file: refuse it before reading a byte. */
export function declaredTooLarge(kind: UploadKind, declaredBytes: number): boolean {
  return declaredBytes > uploads[kind].maxBytes + uploadEnvelopeBytes;
}

/**
 * What is wrong with a picked file, judged by what the browser knows (size, declared type, name)
 * before anything is sent; null when it may go. The server checks the bytes themselves again.
 */
export function pickedFileProblem(kind: UploadKind, file: { size: number; type: string; name: string }): ErrorCode | null {
  const rule = uploads[kind];
  if (file.size > rule.maxBytes) return rule.tooLarge;
  const types: readonly string[] = rule.contentTypes;
  const name = file.name.toLowerCase();
  // Some systems give no type for a file: its name's extension then says what it claims to be.
  const claimed = file.type ? types.includes(file.type) : rule.extensions.some((extension) => name.endsWith(extension));
  return claimed ? null : rule.wrongType;
}
