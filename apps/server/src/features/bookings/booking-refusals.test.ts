import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@cicerone/core/contracts/common';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { meetingPointMaxLength } from '@cicerone/core/limits';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';

/**
 * A refused booking request says what to fix in the reader's words (requirements §rules.validation): every field, each
 * named by its form's label, never a placeholder left raw or a field's name in the code.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let claire: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  claire = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

const french = sourceCatalogs.fr_FR;

function put(path: string, payload: Record<string, unknown>) {
  return test.app.inject({ method: 'PUT', url: `/api/me/bookings/BK-ANY/${path}?language=fr_FR`, headers: { authorization: claire.bearer }, payload });
}

/** No ICU placeholder, no message key, no field named as the code names it. */
function expectReadable(text: string, codeNames: readonly string[]) {
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/\b(errors|fields|bookings|tour)\.[a-z_]+/i);
  for (const name of codeNames) expect(text).not.toContain(name);
}

describe('a refused booking request', () => {
  it('says a one-letter cancellation reason is too short, naming the field in French', async () => {
    const response = await put('cancel', { reason: 'x' });
    expect(response.statusCode).toBe(400);
    const body = errorBody.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expectReadable(body.message, ['(reason)', 'reason']);
    expect(body.message).toContain(french['bookings.cancel.reason']);
    expect(body.message).toContain('3');
    expect(body.fields).toEqual([{ field: 'reason', label: french['bookings.cancel.reason'], message: expect.stringContaining('3') as string }]);
    expectReadable(body.fields?.[0]?.message ?? '', ['reason']);
  });

  it('lists every field to fix, not only the first', async () => {
    const response = await put('update', { meetingPoint: 'x'.repeat(meetingPointMaxLength + 1), day: '2030-02-30', startTime: '25:00' });
    expect(response.statusCode).toBe(400);
    const body = errorBody.parse(response.json());
    expect(body.fields?.map((problem) => problem.field)).toEqual(['meetingPoint', 'day', 'startTime']);
    const labels = [french['tour.booking.meetingPoint'], french['tour.booking.date'], french['tour.booking.startTime']];
    expect(body.fields?.map((problem) => problem.label)).toEqual(labels);
    for (const label of labels) expect(body.message).toContain(label);
    expect(body.message).toContain('3');
    expectReadable(body.message, ['meetingPoint', 'startTime']);
    for (const problem of body.fields ?? []) expectReadable(problem.message, ['meetingPoint', 'startTime']);
  });
});
