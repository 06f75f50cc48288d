import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '@cicerone/core/errors';
import { uploads } from '@cicerone/core/uploads';

/** A portrait shown on cards and in the back office: 800 px is sharp on a phone's retina screen and small to serve. */
const pictureSide = 800;
/** A 10 MB file may still claim billions of pixels (a decompression bomb): refuse past this before decoding. */
const maxInputPixels = 50_000_000;

/**
 * A guide's photo as stored (spec §5: PNG, JPG or GIF up to 10 MB): the type is what the bytes are,
 * whatever the name says; the picture is turned upright, resized and re-encoded as JPEG, which
 * leaves out the EXIF block (camera, GPS position) — sharp writes no metadata unless told to.
 */
export async function processedPicture(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > uploads.picture.maxBytes) throw new AppError('picture_too_large');
  const detected = bytes.byteLength === 0 ? undefined : await fileTypeFromBuffer(bytes);
  if (!detected || !(uploads.picture.contentTypes as readonly string[]).includes(detected.mime)) throw new AppError('picture_type_not_allowed');
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels, animated: false })
      .rotate()
      .resize(pictureSide, pictureSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    // Right magic bytes but a body sharp cannot read (cut short, forged): not a picture.
    throw new AppError('picture_type_not_allowed', undefined, { cause: error });
  }
}
