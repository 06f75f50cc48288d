import { AppError } from '@cicerone/core/errors';
import { maxImagePixels, tooLargeValues, uploads } from '@cicerone/core/uploads';
import { onFirstUse } from './on-first-use.ts';
import { loadSharp } from './sharp.ts';

/** sharp (libvips) and the magic-byte reader load with the first picture uploaded, not at start. */
const pictureKit = onFirstUse(async () => {
  const [{ fileTypeFromBuffer }, sharp] = await Promise.all([import('file-type'), loadSharp()]);
  return { fileTypeFromBuffer, sharp };
});

/** The upload kinds that are photos shown on the site (packages/core/src/uploads.ts). */
export type PictureKind = 'picture' | 'reviewPhoto';

export interface ResizedPicture {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A photo someone sent, as we store it (decision 0020): the type is what the bytes are, whatever the
 * name says; the picture is turned upright, fitted inside each of `sides` (never enlarged) and
 * re-encoded as JPEG on white, which leaves out the EXIF block (camera, GPS position) — sharp writes
 * no metadata unless told to. One decode serves every size. The guide's portrait and the reviews'
 * photos both come through here.
 */
export async function resizedPictures(kind: PictureKind, bytes: Uint8Array, sides: readonly number[]): Promise<ResizedPicture[]> {
  const { fileTypeFromBuffer, sharp } = await pictureKit();
  const rule = uploads[kind];
  if (bytes.byteLength > rule.maxBytes) throw new AppError(rule.tooLarge, tooLargeValues(kind));
  const detected = bytes.byteLength === 0 ? undefined : await fileTypeFromBuffer(bytes);
  if (!detected || !(rule.contentTypes as readonly string[]).includes(detected.mime)) throw new AppError(rule.wrongType);
  // The header says the size before anything is decoded: a photo past the limit is told so, not called a wrong type.
  const { width, height } = await sharp(bytes, { limitInputPixels: false, animated: false })
    .metadata()
    .catch((error: unknown) => {
      throw new AppError(rule.wrongType, undefined, { cause: error });
    });
  if ((width ?? 0) * (height ?? 0) > maxImagePixels) throw new AppError('image_too_many_pixels', { max: maxImagePixels / 1_000_000 });
  try {
    const upright = sharp(bytes, { limitInputPixels: maxImagePixels, animated: false }).rotate();
    return await Promise.all(
      sides.map(async (side) => {
        const { data, info } = await upright
          .clone()
          .resize(side, side, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        return { bytes: data, width: info.width, height: info.height };
      }),
    );
  } catch (error) {
    // Right magic bytes but a body sharp cannot read (cut short, forged): not a picture.
    throw new AppError(rule.wrongType, undefined, { cause: error });
  }
}

/** One size of a photo (the guide's portrait). */
export async function resizedPicture(kind: PictureKind, bytes: Uint8Array, side: number): Promise<ResizedPicture> {
  const [picture] = await resizedPictures(kind, bytes, [side]);
  return picture as ResizedPicture;
}
