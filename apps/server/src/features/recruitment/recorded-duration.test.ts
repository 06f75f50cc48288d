import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { createTestApp } from '../../test/app.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { applicantPayload } from '../../test/recruitment-factory.ts';

/**
 * A browser's recording (decision 0020): MediaRecorder's WebM carries no duration, so the recorder
 * sends the length it timed with the file, and the back office shows it like any other answer's.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let guide: { id: string; bearer: string };

beforeAll(async () => {
  test = await createTestApp();
  const signedUp = await test.app.inject({ method: 'POST', url: '/api/recruitment', payload: applicantPayload((await placeIds(test.db, 'rome')).cityId) });
  expect(signedUp.statusCode, signedUp.body).toBe(201);
  guide = { id: signedUp.json().user.uuid, bearer: `Bearer ${signedUp.json().access_token}` };
});
afterAll(() => test.close());

/** A WebM as a browser streams it: the EBML header, a segment and a cluster of unknown size, and no duration anywhere. */
function streamedWebm(): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, ...unknownSize]);
  const cluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75, ...unknownSize, 0xe7, 0x81, 0x00]);
  return Buffer.concat([header, segment, cluster, Buffer.alloc(2000)]);
}

function sendRecording(fields: { name: string; value: string }[]) {
  const body = multipart([{ name: 'questionKey', value: 'audio_city' }, ...fields, { name: 'audio', file: streamedWebm(), filename: 'answer.webm', type: 'audio/webm' }]);
  return test.app.inject({ method: 'PUT', url: `/api/recruitment/${guide.id}/audio`, payload: body.payload, headers: { ...body.headers, authorization: guide.bearer } });
}

const cityAnswer = async () =>
  (await test.app.inject({ url: `/api/recruitment/${guide.id}`, headers: { authorization: guide.bearer } })).json<{ audio: { questionKey: string; durationMs: number | null }[] }>().audio.find((answer) => answer.questionKey === 'audio_city');

describe('a recorded WebM answer', () => {
  it('keeps the length the recorder timed, within the 3 s – 3 min of any answer', async () => {
    const sent = await sendRecording([{ name: 'durationMs', value: '42500' }]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await cityAnswer()).toMatchObject({ durationMs: 42_500 });

    const tooShort = await sendRecording([{ name: 'durationMs', value: '1200' }]);
    expect(tooShort.json()).toMatchObject({ code: 'audio_duration_out_of_range' });
    expect((await sendRecording([{ name: 'durationMs', value: 'soon' }])).json()).toMatchObject({ code: 'validation_failed' });
    expect(await cityAnswer()).toMatchObject({ durationMs: 42_500 });
  }, 60_000);
});
