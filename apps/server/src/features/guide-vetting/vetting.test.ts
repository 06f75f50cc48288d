import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideApplication, GuideApplicationSummary } from '@cicerone/core/contracts/guide-vetting';
import { roles } from '@cicerone/core/roles';
import { appUser, mailOutbox } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { guideProfile } from '@cicerone/db/schema/guides';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { guideApplication, type ApplicationOverrides } from '../../test/guides-factory.ts';
import { fileStore } from '../../shared/file-store.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let otherAdmin: TestUser;
let guide: TestUser;
let customer: TestUser;

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...headers, ...(user ? { authorization: user.bearer } : {}) } });

const apply = (overrides: ApplicationOverrides = {}) => guideApplication(test.db, fileStore(test.config), overrides);

async function stateOf(id: string) {
  const [row] = await test.db
    .select({ recruitmentStatus: guideProfile.recruitmentStatus, decidedBy: guideProfile.decidedBy, rejectionReason: guideProfile.rejectionReason, status: appUser.status })
    .from(guideProfile)
    .innerJoin(appUser, eq(appUser.id, guideProfile.userId))
    .where(eq(guideProfile.userId, id));
  return row;
}

const mailsTo = (email: string) => test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const logLines = (id: string) => test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, 'user'), eq(adminAction.subjectId, id)));

beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  otherAdmin = await userWithSession(test.app, test.db, { role: roles.superAdmin });
  guide = await userWithSession(test.app, test.db, { role: roles.guide });
  customer = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

describe('GET /api/admin/guides', () => {
  it('lists the submitted applications oldest first, 20 a page, and each other status on request', async () => {
    const older = await apply({ submittedAt: new Date('2020-01-01T10:00:00Z') });
    const newer = await apply({ submittedAt: new Date('2020-01-02T10:00:00Z') });
    const draft = await apply({ status: 'in_progress' });
    const response = await call(admin, 'GET', '/api/admin/guides');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ applications: GuideApplicationSummary[]; totalItems: number; currentPage: number }>();
    const ids = list.applications.map((application) => application.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(draft.id);
    expect(list.applications.every((application) => application.recruitmentStatus === 'submitted')).toBe(true);
    expect(list.applications.find((application) => application.id === older.id)).toMatchObject({ email: older.email, spokenLanguages: ['es_ES', 'en_US'], submittedAt: '2020-01-01T10:00:00.000Z' });

    const drafts = (await call(admin, 'GET', '/api/admin/guides?status=in_progress')).json<{ applications: GuideApplicationSummary[] }>();
    expect(drafts.applications.map((application) => application.id)).toContain(draft.id);
    expect((await call(admin, 'GET', '/api/admin/guides?status=hired')).statusCode).toBe(400);
  });

  it('shows one application in full, with the addresses of its photo and recordings', async () => {
    const applicant = await apply();
    const response = await call(admin, 'GET', `/api/admin/guides/${applicant.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const application = response.json<GuideApplication>();
    expect(application).toMatchObject({
      id: applicant.id,
      firstName: applicant.firstName,
      phone: '+34612345678',
      birthDate: '1990-04-12',
      gender: 'female',
      nativeLanguage: 'es_ES',
      bikeTours: true,
      carTours: false,
      recruitmentStatus: 'submitted',
      status: 'guide_fill_form_in_progress',
      pictureUrl: `/api/admin/guides/${applicant.id}/picture`,
      preferences: { availability: ['weekends'] },
    });
    expect(application.city?.name).toBeTruthy();
    expect(application.audioAnswers.map((answer) => answer.url)).toEqual(applicant.audio.map((answer) => `/api/admin/guides/${applicant.id}/audio/${answer.questionKey}`));
    expect((await call(admin, 'GET', `/api/admin/guides/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('approving and rejecting', () => {
  it('approves: the guide is active, welcomed by e-mail in their language, and the admin action is logged', async () => {
    const applicant = await apply({ locale: 'es_ES' });
    const response = await call(admin, 'POST', `/api/admin/guides/${applicant.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ application: GuideApplication }>().application).toMatchObject({ recruitmentStatus: 'approved', status: 'guide_active', decidedBy: { email: admin.email } });
    expect(await stateOf(applicant.id)).toMatchObject({ recruitmentStatus: 'approved', status: 'guide_active', decidedBy: admin.id, rejectionReason: null });
    const mails = await mailsTo(applicant.email);
    expect(mails.map((mail) => [mail.template, mail.locale])).toEqual([['guide-approved', 'es_ES']]);
    expect(mails[0]?.subject).toBe('Te damos la bienvenida a Cicerone: tu solicitud de guía ha sido aprobada');
    expect((await logLines(applicant.id)).map((line) => [line.action, line.adminUserId, line.before, line.after])).toEqual([
      ['guide_application.approved', admin.id, { recruitmentStatus: 'submitted', status: 'guide_fill_form_in_progress' }, { recruitmentStatus: 'approved', status: 'guide_active' }],
    ]);
  });

  it('rejects with the reason, e-mailed in the applicant’s language; a missing or blank reason is refused and changes nothing', async () => {
    const applicant = await apply({ locale: 'fr_FR' });
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await call(admin, 'POST', `/api/admin/guides/${applicant.id}/reject`, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('validation_failed');
    }
    expect(await stateOf(applicant.id)).toMatchObject({ recruitmentStatus: 'submitted', status: 'guide_fill_form_in_progress' });
    expect(await mailsTo(applicant.email)).toEqual([]);

    const reason = 'Les enregistrements audio sont inaudibles.';
    const response = await call(admin, 'POST', `/api/admin/guides/${applicant.id}/reject`, { reason: `  ${reason} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stateOf(applicant.id)).toMatchObject({ recruitmentStatus: 'rejected', status: 'guide_rejected', rejectionReason: reason });
    const [mail] = await mailsTo(applicant.email);
    expect(mail).toMatchObject({ template: 'guide-rejected', locale: 'fr_FR', subject: 'Votre candidature de guide' });
    expect(mail?.text).toContain(reason);
    expect((await logLines(applicant.id)).map((line) => [line.action, line.detail, line.before, line.after])).toEqual([
      ['guide_application.rejected', { email: applicant.email, reason }, { recruitmentStatus: 'submitted', status: 'guide_fill_form_in_progress', rejectionReason: null }, { recruitmentStatus: 'rejected', status: 'guide_rejected', rejectionReason: reason }],
    ]);
  });

  it('decides once: a second decision, a stale page or an application not yet submitted gets a conflict', async () => {
    const applicant = await apply();
    expect((await call(admin, 'POST', `/api/admin/guides/${applicant.id}/approve`)).statusCode).toBe(200);
    for (const [path, payload] of [['approve', undefined], ['reject', { reason: 'Too late' }]] as const) {
      const again = await call(otherAdmin, 'POST', `/api/admin/guides/${applicant.id}/${path}`, payload);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json<{ code: string }>().code).toBe('guide_application_not_submitted');
    }
    expect(await stateOf(applicant.id)).toMatchObject({ recruitmentStatus: 'approved', decidedBy: admin.id });

    const draft = await apply({ status: 'in_progress' });
    expect((await call(admin, 'POST', `/api/admin/guides/${draft.id}/approve`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/api/admin/guides/${randomUUID()}/approve`)).statusCode).toBe(404);
  });

  it('two admins approving at once: one wins, the other gets a conflict, and there is one e-mail and one log line', async () => {
    const applicant = await apply();
    const answers = await Promise.all([admin, otherAdmin].map((who) => call(who, 'POST', `/api/admin/guides/${applicant.id}/approve`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo(applicant.email)).toHaveLength(1);
    expect(await logLines(applicant.id)).toHaveLength(1);
  });

  it('an approval racing a rejection: only one of them happens', async () => {
    const applicant = await apply();
    const answers = await Promise.all([call(admin, 'POST', `/api/admin/guides/${applicant.id}/approve`), call(otherAdmin, 'POST', `/api/admin/guides/${applicant.id}/reject`, { reason: 'No.' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const state = await stateOf(applicant.id);
    expect(state?.status).toBe(state?.recruitmentStatus === 'approved' ? 'guide_active' : 'guide_rejected');
    expect(await mailsTo(applicant.email)).toHaveLength(1);
  });
});

describe('the application’s files', () => {
  it('streams a recorded answer as stored, with its type, and one byte range on request', async () => {
    const applicant = await apply();
    const answer = applicant.audio[2];
    if (!answer) throw new Error('no answer');
    const url = `/api/admin/guides/${applicant.id}/audio/${answer.questionKey}`;
    const whole = await call(admin, 'GET', url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(new Uint8Array(whole.rawPayload)).toEqual(answer.bytes);

    const part = await call(admin, 'GET', url, undefined, { range: 'bytes=44-143' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-143/${answer.bytes.byteLength}`);
    expect(new Uint8Array(part.rawPayload)).toEqual(answer.bytes.subarray(44, 144));
    expect((await call(admin, 'GET', url, undefined, { range: `bytes=${answer.bytes.byteLength}-` })).statusCode).toBe(416);

    expect((await call(admin, 'GET', `/api/admin/guides/${applicant.id}/audio/audio_9`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/admin/guides/${applicant.id}/audio/..%2Fx`)).statusCode).toBe(400);
  });

  it('serves the photo as the image it is', async () => {
    const applicant = await apply();
    const response = await call(admin, 'GET', `/api/admin/guides/${applicant.id}/picture`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(response.rawPayload)).toEqual(applicant.pictureBytes);
  });

  it('refuses every back-office call to visitors, customers and guides — the applicant included', async () => {
    const applicant = await apply();
    const self = await userWithSession(test.app, test.db, { role: roles.guide });
    const urls = [
      ['GET', '/api/admin/guides'],
      ['GET', `/api/admin/guides/${applicant.id}`],
      ['GET', `/api/admin/guides/${applicant.id}/audio/audio_1`],
      ['GET', `/api/admin/guides/${applicant.id}/picture`],
      ['POST', `/api/admin/guides/${applicant.id}/approve`],
      ['POST', `/api/admin/guides/${applicant.id}/reject`],
    ] as const;
    for (const [method, url] of urls) {
      expect((await call(null, method, url, method === 'POST' ? { reason: 'x' } : undefined)).statusCode, url).toBe(401);
      for (const who of [customer, guide, self]) {
        const refused = await call(who, method, url, method === 'POST' ? { reason: 'x' } : undefined);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.rawPayload.includes(Buffer.from(applicant.audio[0]?.bytes ?? []))).toBe(false);
      }
    }
    expect(await stateOf(applicant.id)).toMatchObject({ recruitmentStatus: 'submitted' });
  });
});

describe('GET /api/admin/get-user-info', () => {
  it('finds a user by e-mail with the guide recruitment status, null for an account that never applied', async () => {
    const applicant = await apply();
    const found = await call(admin, 'GET', `/api/admin/get-user-info?email=${encodeURIComponent(applicant.email.toUpperCase())}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ uuid: applicant.id, firstName: applicant.firstName, lastName: applicant.lastName, role: 3, status: 'guide_fill_form_in_progress', isPro: false, recruitmentStatus: 'submitted' });
    const plain = await call(admin, 'GET', `/api/admin/get-user-info?email=${encodeURIComponent(customer.email)}`);
    expect(plain.json()).toMatchObject({ uuid: customer.id, role: 4, recruitmentStatus: null });
    expect((await call(admin, 'GET', '/api/admin/get-user-info?email=nobody@example.com')).statusCode).toBe(404);
    expect((await call(guide, 'GET', `/api/admin/get-user-info?email=${encodeURIComponent(customer.email)}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/admin/get-user-info?email=${encodeURIComponent(customer.email)}`)).statusCode).toBe(401);
  });
});
