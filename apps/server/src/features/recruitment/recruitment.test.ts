import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { guideProfile } from '@cicerone/db/schema/guides';
import { answerKeys, audioQuestions } from '@cicerone/core/guides/recruitment-form';
import { roles } from '@cicerone/core/roles';
import { multipart } from '../../test/multipart.ts';
import { createTestApp } from '../../test/app.ts';
import { userWithSession } from '../../test/accounts-factory.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { mp3File, oggFile, wavFile } from '../../test/audio-fixtures.ts';
import { applicantPayload } from '../../test/recruitment-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let cityId: number;

beforeAll(async () => {
  test = await createTestApp();
  cityId = (await placeIds(test.db, 'rome')).cityId;
});
afterAll(() => test.close());

function signUp(overrides: Record<string, unknown> = {}, language = 'en-US') {
  return test.app.inject({ method: 'POST', url: '/api/recruitment', headers: { 'accept-language': language }, payload: applicantPayload(cityId, overrides) });
}

async function newGuide() {
  const response = await signUp();
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { id: body.user.uuid as string, bearer: `Bearer ${body.access_token}` };
}

const call = (guide: { bearer: string }, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, language = 'en-US') =>
  test.app.inject({ method, url, headers: { authorization: guide.bearer, 'accept-language': language }, ...(payload ? { payload } : {}) });

function uploadAudio(guide: { id: string; bearer: string }, questionKey: string, file: Buffer, filename: string, type: string, language = 'en-US') {
  const body = multipart([{ name: 'questionKey', value: questionKey }, { name: 'audio', file, filename, type }]);
  return test.app.inject({ method: 'PUT', url: `/api/recruitment/${guide.id}/audio`, payload: body.payload, headers: { ...body.headers, authorization: guide.bearer, 'accept-language': language } });
}

function uploadPicture(guide: { bearer: string }, file: Buffer, filename: string, type: string, language = 'en-US') {
  const body = multipart([{ name: 'file', file, filename, type }]);
  return test.app.inject({ method: 'POST', url: '/api/s3/uploadFile', payload: body.payload, headers: { ...body.headers, authorization: guide.bearer, 'accept-language': language } });
}

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f0f0f0' } })
    .withExif({ IFD0: { Copyright: 'secret camera owner', Make: 'Phone' } })
    .jpeg()
    .toBuffer();

const answers = Object.fromEntries(answerKeys.map((key) => [key, `Una risposta a ${key}.`]));
const preferences = { travellerTypes: ['families', 'lgbtq'], availability: ['weekends'], preferredTours: ['tour_4h', 'bike_4h'] };

describe('step 1: POST /api/recruitment', () => {
  it('opens a role-3 account in guide_fill_form_in_progress with its application, logged in', async () => {
    const response = await signUp();
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ role: roles.guide, status: 'guide_fill_form_in_progress', phone: '+390669821234', gender: 'female', birthDate: '1990-04-12', nativeLanguage: 'it' });
    expect(body.recruitment).toMatchObject({ status: 'in_progress', lastStep: 1, resumeStep: 2, city: { id: cityId }, bikeTour: true, carTour: false, spokenLanguages: ['it_IT', 'en_US'], answersLanguage: 'it_IT' });
    expect(response.cookies.map((cookie) => cookie.name)).toContain('access_token');
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.json().status).toBe('guide_fill_form_in_progress');
  });

  it('refuses a taken e-mail, different confirmations, an under-18, a bad phone and missing fields (spec §8), in the reader’s language', async () => {
    const first = await signUp();
    const email = first.json().user.email;
    const taken = await signUp({ email, confirmEmail: email }, 'es-ES');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken', message: expect.stringContaining('otra dirección') });

    const cases: [Record<string, unknown>, string][] = [
      [{ confirmEmail: 'other@example.com' }, 'The e-mail addresses do not match.'],
      [{ confirmPassword: 'another-password' }, 'The passwords do not match.'],
      [{ birthdate: new Date(Date.now() - 17 * 365 * 86_400_000).toISOString().slice(0, 10) }, 'Guides must be at least 18 years old.'],
      [{ phone: '+999 1234 5678' }, 'phone'],
      [{ lastName: '' }, 'This field is required.'],
      [{ spokenLanguages: [] }, 'This field is required.'],
      // Chosen by the applicant, never assumed: a default made applicants who skipped it "male".
      [{ gender: undefined }, 'This field is required.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await signUp(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message, JSON.stringify(overrides)).toContain(message);
    }
    expect((await signUp({ city: 999_999 })).statusCode).toBe(400);
  });
});

describe('the wizard’s steps', () => {
  let guide: { id: string; bearer: string };
  beforeAll(async () => {
    guide = await newGuide();
  });

  it('stores the photo by content, resized, as a JPEG without EXIF, privately, and makes it the application’s picture for the admins to vet', async () => {
    const uploaded = await uploadPicture(guide, await photo(), 'me.jpg', 'image/jpeg');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { success, fileUrl, contentType, newGalleryEntry } = uploaded.json();
    expect({ success, contentType, path: newGalleryEntry.path }).toEqual({ success: true, contentType: 'image/jpeg', path: fileUrl });
    // A private address, served to the applicant and the admins only; nothing under the public /files/.
    expect(fileUrl).toMatch(new RegExp(`^/api/recruitment/${guide.id}/pictures/[0-9a-f-]{36}\\.jpg$`));
    expect((await test.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(401);
    const other = await userWithSession(test.app, test.db);
    expect((await call(other, 'GET', fileUrl)).statusCode).toBe(403);
    const served = await call(guide, 'GET', fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('private');
    const stored = served.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format, exif: metadata.exif }).toEqual({ width: 800, height: 600, format: 'jpeg', exif: undefined });
    expect(stored.includes(Buffer.from('secret camera owner'))).toBe(false);
    await expect(readdir(join(test.config.filesDir, 'pictures'))).rejects.toThrow();

    const set = await call(guide, 'PUT', `/api/recruitment/${guide.id}/picture`, { pictureUrl: fileUrl });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ picture: fileUrl, lastStep: 2, resumeStep: 3 });
    const [profile] = await test.db.select({ pictureKey: guideProfile.pictureKey }).from(guideProfile).where(eq(guideProfile.userId, guide.id));
    expect(profile?.pictureKey).toEqual(expect.any(String));

    // The admin vets it: the application names it, and its address serves the same bytes.
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    const application = await call(admin, 'GET', `/api/admin/guides/${guide.id}`);
    expect(application.json()).toMatchObject({ pictureUrl: `/api/admin/guides/${guide.id}/picture` });
    const vetted = await call(admin, 'GET', `/api/admin/guides/${guide.id}/picture`);
    expect(vetted.statusCode).toBe(200);
    expect(vetted.rawPayload).toEqual(stored);
    expect((await call(admin, 'GET', fileUrl)).statusCode).toBe(200);
  });

  it('takes only a photo the applicant uploaded: another applicant’s upload is not theirs to claim', async () => {
    const uploaded = await uploadPicture(guide, await photo(), 'me.jpg', 'image/jpeg');
    const { fileUrl } = uploaded.json<{ fileUrl: string }>();
    const thief = await newGuide();
    const claimed = await call(thief, 'PUT', `/api/recruitment/${thief.id}/picture`, { pictureUrl: fileUrl });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().code).toBe('validation_failed');
  });

  it('refuses pictures by content, size and emptiness (spec §5, §8)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect((await uploadPicture(guide, png, 'me.gif', 'image/gif')).statusCode).toBe(201); // a PNG named .gif is still a picture: stored by what it is
    expect((await uploadPicture(guide, gif, 'me.gif', 'image/gif')).statusCode).toBe(201);
    const html = await uploadPicture(guide, Buffer.from('<!doctype html><script>alert(1)</script>'), 'me.png', 'image/png', 'fr-FR');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ code: 'picture_type_not_allowed', message: 'L’image doit être un fichier PNG, JPG ou GIF.' });
    expect((await uploadPicture(guide, Buffer.alloc(0), 'me.png', 'image/png')).json().code).toBe('picture_type_not_allowed');
    const big = await uploadPicture(guide, Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), 'me.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('picture_too_large');
    expect((await call(guide, 'PUT', `/api/recruitment/${guide.id}/picture`, { pictureUrl: '/files/gallery/x.jpg' })).statusCode).toBe(400);
    // An address of the right shape that no upload made; the public address the photos once had.
    expect((await call(guide, 'PUT', `/api/recruitment/${guide.id}/picture`, { pictureUrl: `/api/recruitment/${guide.id}/pictures/${randomUUID()}.jpg` })).json().code).toBe('validation_failed');
    expect((await call(guide, 'PUT', `/api/recruitment/${guide.id}/picture`, { pictureUrl: `/files/pictures/${randomUUID()}.jpg` })).statusCode).toBe(400);
  });

  it('refuses a 60-megapixel photo as too many pixels, and a form of 1,000 fields as too many fields', async () => {
    // A PNG whose header claims 8,000 × 7,500 pixels: what a small file may say, and the decoder would have to allocate.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    const header = Buffer.from(png);
    header.writeUInt32BE(8000, 16);
    header.writeUInt32BE(7500, 20);
    header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
    const huge = await uploadPicture(guide, header, 'me.png', 'image/png', 'de-DE');
    expect(huge.json()).toEqual({ code: 'image_too_many_pixels', message: 'Dieses Foto hat zu viele Pixel: höchstens 50 Megapixel. Senden Sie eine kleinere Version.' });
    expect(huge.statusCode).toBe(422);

    const fields = multipart([...Array.from({ length: 1000 }, (_, index) => ({ name: `field${index}`, value: 'x' })), { name: 'file', file: png, filename: 'me.png', type: 'image/png' }]);
    const many = await test.app.inject({ method: 'POST', url: '/api/s3/uploadFile', payload: fields.payload, headers: { ...fields.headers, authorization: guide.bearer } });
    expect(many.json()).toMatchObject({ code: 'upload_too_many_parts' });
    expect(many.statusCode).toBe(413);
  });

  it('asks every question answered, then saves the answers and preferences (step 3)', async () => {
    const missing = await call(guide, 'PUT', `/api/recruitment/${guide.id}/cmsAnswers`, { answersLanguage: 'it_IT', cmsAnswers: { ...answers, punctuality: '  ' } }, 'it-IT');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Rispondi a tutte le domande.');
    const noPreference = await call(guide, 'PUT', `/api/recruitment/${guide.id}/preferences`, { ...preferences, availability: [] });
    expect(noPreference.json().message).toContain('Please answer all questions.');
    expect((await call(guide, 'PUT', `/api/recruitment/${guide.id}/cmsAnswers`, { answersLanguage: 'it_IT', cmsAnswers: answers })).json().lastStep).toBe(2);
    const saved = await call(guide, 'PUT', `/api/recruitment/${guide.id}/preferences`, preferences);
    expect(saved.json()).toMatchObject({ lastStep: 3, resumeStep: 4, cmsAnswers: answers, guidePreferences: preferences, answersLanguage: 'it_IT' });
  });

  it('refuses audio that is not mp3, wav or ogg by content, too large, empty or too short (spec §5, §8)', async () => {
    const html = await uploadAudio(guide, 'audio_introduce', Buffer.from('<html><body>not a song</body></html>'), 'answer.mp3', 'audio/mpeg', 'de-DE');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ code: 'audio_type_not_allowed', message: 'Die Audio-Antwort muss eine MP3-, WAV- oder OGG-Datei sein.' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expect((await uploadAudio(guide, 'audio_introduce', png, 'answer.ogg', 'audio/ogg')).json().code).toBe('audio_type_not_allowed');
    expect((await uploadAudio(guide, 'audio_introduce', png, 'answer.gif', 'image/gif')).json().code).toBe('audio_type_not_allowed');
    expect((await uploadAudio(guide, 'audio_introduce', Buffer.alloc(0), 'answer.wav', 'audio/wav')).json().code).toBe('audio_type_not_allowed');
    const big = await uploadAudio(guide, 'audio_introduce', wavFile(700), 'answer.wav', 'audio/wav');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('audio_too_large');
    const short = await uploadAudio(guide, 'audio_introduce', wavFile(1), 'answer.wav', 'audio/wav');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'audio_duration_out_of_range', message: 'An audio answer must last between 3 and 180 seconds.' });
    expect((await uploadAudio(guide, 'unknown_question', wavFile(4), 'answer.wav', 'audio/wav')).statusCode).toBe(400);
    expect((await call(guide, 'GET', `/api/recruitment/${guide.id}`)).json().audio).toEqual([]);
  });

  it('keeps five audio answers privately, a new one replacing the old, and only submits a complete application', async () => {
    expect((await call(guide, 'PUT', `/api/recruitment/${guide.id}/status`, { status: 'submitted' })).json().code).toBe('recruitment_incomplete');
    const files: [Buffer, string, string][] = [
      [wavFile(4), 'a.wav', 'audio/wav'],
      [mp3File(4), 'b.mp3', 'audio/mpeg'],
      [oggFile(4), 'c.ogg', 'audio/ogg'],
      [wavFile(5), 'd.wav', 'audio/wav'],
      [mp3File(6), 'e.mp3', 'audio/mpeg'],
    ];
    for (const [index, questionKey] of audioQuestions.entries()) {
      const [file, name, type] = files[index]!;
      const response = await uploadAudio(guide, questionKey, file, name, type);
      expect(response.statusCode, `${questionKey}: ${response.body}`).toBe(200);
    }
    const again = await uploadAudio(guide, 'audio_city', oggFile(7), 'c2.ogg', 'audio/ogg');
    const application = again.json();
    expect(application.lastStep).toBe(4);
    expect(application.audio).toHaveLength(5);
    const city = application.audio.find((answer: { questionKey: string }) => answer.questionKey === 'audio_city');
    expect(city).toMatchObject({ contentType: 'audio/ogg', durationMs: 7000 });
    expect(application.audio.find((answer: { questionKey: string }) => answer.questionKey === 'audio_introduce')).toMatchObject({ contentType: 'audio/wav', durationMs: 4000 });

    const listened = await call(guide, 'GET', city.url);
    expect(listened.statusCode).toBe(200);
    expect(listened.headers['content-type']).toBe('audio/ogg');
    expect(listened.headers['cache-control']).toBe('private, no-store');
    expect(listened.rawPayload.equals(oggFile(7))).toBe(true);

    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    const submitted = await call(guide, 'PUT', `/api/recruitment/${guide.id}/status`, { status: 'submitted' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', lastStep: 5, submittedAt: expect.any(String) });
    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, admin.email));
    expect(mails.map((mail) => mail.template)).toEqual(['recruitment-submitted']);
    expect(mails[0]?.subject).toContain('Giulia Rossi');

    // Submitted: nothing changes any more, and it is not submitted twice.
    expect((await call(guide, 'PUT', `/api/recruitment/${guide.id}/preferences`, preferences)).json().code).toBe('recruitment_locked');
    expect((await uploadAudio(guide, 'audio_city', wavFile(4), 'x.wav', 'audio/wav')).json().code).toBe('recruitment_locked');
    expect((await call(guide, 'PUT', `/api/recruitment/${guide.id}/status`, { status: 'submitted' })).json().code).toBe('recruitment_locked');
    // The admin reads it and listens.
    expect((await call(admin, 'GET', `/api/recruitment/${guide.id}`)).json().status).toBe('submitted');
    expect((await call(admin, 'GET', city.url)).statusCode).toBe(200);
  });
});

describe('the questions', () => {
  it('are content entries in the language chosen for the answers', async () => {
    const italian = await test.app.services.recruitment.questions('it_IT');
    expect(italian.qualities.map((question) => question.key)).toEqual(['punctuality', 'storytelling', 'patience', 'adaptability', 'local_knowledge']);
    expect(italian.audio).toHaveLength(5);
    expect(italian.written[0]?.title).toBe('Ci parli di lei e della sua esperienza di guida.');
    expect((await test.app.services.recruitment.questions('es_ES')).audio[0]?.title).toBe('Preséntese como lo haría ante los viajeros en el punto de encuentro.');
  });
});

describe('a guide sees only their own application', () => {
  it('refuses another guide’s application, its audio and its steps', async () => {
    const [mine, other] = await Promise.all([newGuide(), newGuide()]);
    expect((await call(mine, 'GET', `/api/recruitment/${other.id}`)).statusCode).toBe(403);
    expect((await call(mine, 'GET', `/api/recruitment/${other.id}/audio/audio_city`)).statusCode).toBe(403);
    expect((await call(mine, 'PUT', `/api/recruitment/${other.id}/preferences`, preferences)).statusCode).toBe(403);
    expect((await uploadAudio({ id: other.id, bearer: mine.bearer }, 'audio_city', wavFile(4), 'x.wav', 'audio/wav')).statusCode).toBe(403);
    // An admin reads any application but fills in none.
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    expect((await call(admin, 'PUT', `/api/recruitment/${other.id}/preferences`, preferences)).statusCode).toBe(404);
    const [row] = await test.db.select().from(guideProfile).where(eq(guideProfile.userId, other.id));
    expect(row?.preferences).toEqual({});
  });

  it('needs a login for every step but the first', async () => {
    const guide = await newGuide();
    const response = await test.app.inject({ method: 'GET', url: `/api/recruitment/${guide.id}` });
    expect(response.statusCode).toBe(401);
  });
});

