import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@cicerone/core/errors';
import { audioDurationSeconds } from '@cicerone/core/guides/recruitment-form';
import { uploads } from '@cicerone/core/uploads';
import { onFirstUse } from '../../shared/on-first-use.ts';

/** The magic-byte and audio-metadata readers load with the first recording received, not at start. */
const audioKit = onFirstUse(async () => {
  const [{ fileTypeFromFile }, { parseFile }] = await Promise.all([import('file-type'), import('music-metadata')]);
  return { fileTypeFromFile, parseFile };
});

/** What the bytes are (file-type's names) → what we store and serve them as. */
const audioTypes: Record<string, { contentType: string; extension: string }> = {
  'audio/mpeg': { contentType: 'audio/mpeg', extension: 'mp3' },
  'audio/wav': { contentType: 'audio/wav', extension: 'wav' },
  'audio/vnd.wave': { contentType: 'audio/wav', extension: 'wav' },
  'audio/x-wav': { contentType: 'audio/wav', extension: 'wav' },
  'audio/ogg': { contentType: 'audio/ogg', extension: 'ogg' },
  'audio/opus': { contentType: 'audio/ogg', extension: 'ogg' },
  'audio/ogg; codecs=opus': { contentType: 'audio/ogg', extension: 'ogg' },
  // Chromium's MediaRecorder writes WebM; file-type cannot tell audio-only WebM from video.
  'video/webm': { contentType: 'audio/webm', extension: 'webm' },
  'audio/webm': { contentType: 'audio/webm', extension: 'webm' },
};

export interface ReceivedAudio {
  /** A temporary file: the caller stores it, then removes it (`discard`). */
  path: string;
  bytes: number;
  contentType: string;
  extension: string;
  durationMs: number | null;
  discard(): Promise<void>;
}

/**
 * An audio answer as it streams in (requirements §rules.uploads: mp3, wav, ogg; §constants.uploads 10 MB): written to a temporary file
 * chunk by chunk, so memory stays flat whatever the size, refused the moment it passes the limit;
 * then judged by its bytes (magic numbers, not the name) and its length (music-metadata reads the
 * headers or scans the frames from the file). A browser's WebM recording does not say how long it
 * is: then `recordedMs`, the length its recorder timed, stands for it and is held to the same bounds.
 */
export async function receiveAudio(file: Readable, recordedMs: number | null = null): Promise<ReceivedAudio> {
  const path = join(tmpdir(), `cicerone-audio-${randomUUID()}`);
  const discard = () => rm(path, { force: true });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > uploads.audio.maxBytes ? new AppError('audio_too_large') : null, chunk);
    },
  });
  try {
    await pipeline(file, counter, createWriteStream(path, { mode: 0o600 }));
    // @fastify/multipart marks a file cut at its limit instead of failing the stream.
    if ((file as Readable & { truncated?: boolean }).truncated) throw new AppError('audio_too_large');
    if (bytes === 0) throw new AppError('audio_type_not_allowed');
    const { fileTypeFromFile } = await audioKit();
    const kind = audioTypes[(await fileTypeFromFile(path))?.mime ?? ''];
    if (!kind) throw new AppError('audio_type_not_allowed');
    const durationMs = (await durationOf(path, kind.contentType === 'audio/webm')) ?? (kind.contentType === 'audio/webm' ? recordedMs : null);
    if (durationMs === null ? kind.contentType !== 'audio/webm' : durationMs < audioDurationSeconds.min * 1000 || durationMs > audioDurationSeconds.max * 1000) {
      throw new AppError('audio_duration_out_of_range', audioDurationSeconds);
    }
    return { path, bytes, ...kind, durationMs, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * The length in milliseconds; null when the file does not say. A browser's WebM recording is
 * written as it streams, without a duration nor segment sizes, which music-metadata may not read:
 * its length is then unknown (the recorder stops at the longest answer; the size limit still holds).
 */
async function durationOf(path: string, streamedRecording: boolean): Promise<number | null> {
  try {
    const { parseFile } = await audioKit();
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    return format.duration && Number.isFinite(format.duration) ? Math.round(format.duration * 1000) : null;
  } catch (error) {
    if (streamedRecording) return null;
    throw new AppError('audio_type_not_allowed', undefined, { cause: error });
  }
}
