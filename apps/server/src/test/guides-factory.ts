import { asc, eq } from 'drizzle-orm';
import type { RecruitmentStatus } from '@cicerone/core/guides/recruitment-status';
import { roles } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { guideAudioAnswer, guideProfile } from '@cicerone/db/schema/guides';
import { city } from '@cicerone/db/schema/reference';
import type { FileStore } from '../shared/file-store.ts';
import { insertUser } from './accounts-factory.ts';

/**
 * Guide applications as the recruitment wizard leaves them, written straight to the database and
 * the private file store (the wizard is its own feature): a role-3 account with its personal
 * fields, a guide_profile with answers and preferences, a photo and five recorded answers — each a
 * real, playable one-second WAV, so a browser's <audio> can play what the back office serves.
 */
export interface TestApplication {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  pictureBytes: Uint8Array;
  audio: { questionKey: string; fileKey: string; bytes: Uint8Array }[];
}

export const audioQuestionKeys = ['audio_1', 'audio_2', 'audio_3', 'audio_4', 'audio_5'] as const;

/** A 1×1 white PNG. */
export const testPicture = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAG4Dk6gAAAABJRU5ErkJggg==', 'base64'));

/** One second of a `hz` tone as an 8 kHz, 8-bit mono WAV: small, and every browser plays it. */
export function toneWav(hz: number): Uint8Array {
  const rate = 8000;
  const samples = Buffer.alloc(rate);
  for (let index = 0; index < rate; index += 1) samples[index] = Math.round(128 + 60 * Math.sin((2 * Math.PI * hz * index) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes a second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits a sample
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Uint8Array.from(Buffer.concat([header, samples]));
}

export interface ApplicationOverrides {
  email?: string;
  firstName?: string;
  /** The applicant's language: the decision's e-mail is written in it. */
  locale?: string;
  status?: RecruitmentStatus;
  /** A city slug from the reference seed; the first city when absent. */
  city?: string;
  submittedAt?: Date;
}

/** A role-3 account with an application in `status` (default submitted), its photo and five recorded answers stored in `files`. */
export async function guideApplication(db: Database, files: FileStore, overrides: ApplicationOverrides = {}): Promise<TestApplication> {
  const status = overrides.status ?? 'submitted';
  const user = await insertUser(db, { role: roles.guide, ...(overrides.email ? { email: overrides.email } : {}) });
  const firstName = overrides.firstName ?? 'Lucía';
  const lastName = `Applicant ${user.email.split('@')[0]}`;
  await db
    .update(appUser)
    .set({
      firstName,
      lastName,
      status: status === 'approved' ? 'guide_active' : status === 'rejected' ? 'guide_rejected' : 'guide_fill_form_in_progress',
      phone: '+34612345678',
      birthDate: '1990-04-12',
      gender: 'female',
      nativeLanguage: 'es_ES',
      locale: overrides.locale ?? 'es_ES',
    })
    .where(eq(appUser.id, user.id));
  const [place] = await db
    .select({ id: city.id })
    .from(city)
    .where(overrides.city ? eq(city.slug, overrides.city) : undefined)
    .orderBy(asc(city.position))
    .limit(1);

  const pictureKey = `guides/${user.id}/picture.png`;
  await files.put(pictureKey, testPicture, 'image/png');
  await db.insert(guideProfile).values({
    userId: user.id,
    recruitmentStatus: status,
    cityId: place?.id ?? null,
    bikeTours: true,
    carTours: false,
    spokenLanguages: ['es_ES', 'en_US'],
    answersLanguage: 'es_ES',
    answers: { why_guide: 'Me encanta enseñar mi ciudad.', qualities: ['punctual', 'friendly', 'curious', 'patient', 'organised'] },
    preferences: { travellerTypes: ['families', 'history_and_culture'], availability: ['weekends'], preferredTours: ['4h', 'food'] },
    pictureKey,
    lastStep: status === 'in_progress' ? 3 : 5,
    submittedAt: status === 'in_progress' ? null : (overrides.submittedAt ?? new Date()),
  });

  const audio: TestApplication['audio'] = [];
  for (const [index, questionKey] of audioQuestionKeys.entries()) {
    const bytes = toneWav(330 + 110 * index);
    const fileKey = `guides/${user.id}/audio/${questionKey}.wav`;
    await files.put(fileKey, bytes, 'audio/wav');
    await db.insert(guideAudioAnswer).values({ userId: user.id, questionKey, fileKey, contentType: 'audio/wav', bytes: bytes.byteLength, durationMs: 1000 });
    audio.push({ questionKey, fileKey, bytes });
  }
  return { id: user.id, email: user.email, firstName, lastName, pictureBytes: testPicture, audio };
}
