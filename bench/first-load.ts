// First-load JavaScript of the pages with a budget: every module the HTML preloads or imports, gzip -9
// (the route manifest also names modules of other routes; those load only when visited). Used by
// npm run bench (§2); `npm run bench:first-load [-- --files]` prints the bytes per page (and per module) alone, after npm run build,
// to compare a change of the bundle with what it was.
import '../apps/server/src/production-default.ts';
import { answerKeys } from '@cicerone/core/guides/recruitment-form';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { Database } from '@cicerone/db/client';
import type { createApp } from '../apps/server/src/app.ts';
import { insertUser, testPassword } from '../apps/server/src/test/accounts-factory.ts';
import { openSiteApp } from './support/site-app.ts';

type App = Awaited<ReturnType<typeof createApp>>;

export interface FirstLoad {
  name: string;
  /** The budget in KB (1,024 bytes). */
  budget: number;
  /** Each module and its gzip size. */
  files: { script: string; gzipBytes: number }[];
  gzipBytes: number;
  /** The React DOM chunk alone, for reference. */
  frameworkBytes: number;
}

export async function measureFirstLoad(app: App, db: Database, clientDir: string): Promise<FirstLoad[]> {
  const [firstTour] = (await app.inject({ method: 'GET', url: '/api/tours?size=1' })).json<{ tours: { slug: string }[] }>().tours;
  if (!firstTour) throw new Error('The demo catalogue has no tour');
  const [newestPost] = (await app.inject({ method: 'GET', url: '/api/blog/posts' })).json<{ posts: { slug: string }[] }>().posts;
  if (!newestPost) throw new Error('The demo has no blog post');
  const gzipped = (script: string) => gzipSync(readFileSync(join(clientDir, script)), { level: 9 }).length;
  // The checkout is a signed-in page (issue #5's budget: 160 KB, Stripe.js loaded only when Stripe is configured).
  const buyer = await insertUser(db, { email: 'bench-buyer@example.com' });
  const buyerLogin = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: buyer.email, password: testPassword } })).json<{ access_token: string }>();
  const buyerCookie = { cookie: `access_token=${buyerLogin.access_token}` };
  const guideCookie = await guideAtAudioStep(app);
  const measured: FirstLoad[] = [];
  for (const [name, url, budget, headers] of [
    ['Home', '/en_US/EUR/', 120, {}],
    ['Tours list', '/en_US/EUR/tours', 150, {}],
    ['Tour detail', `/en_US/EUR/tour/${firstTour.slug}`, 150, {}],
    ['Login', '/en_US/EUR/login', 150, {}],
    ['Sign-up', '/en_US/EUR/sign-up?type=business', 150, {}],
    ['Checkout', '/en_US/EUR/checkout', 160, buyerCookie],
    // Issue 14's budget: the purchase's four steps, signed in as a buyer is (step 1 on arrival).
    ['Gift cards', '/en_US/EUR/gift-cards', 140, buyerCookie],
    // Issue 15's budget: the recruitment wizard, step 1 for a visitor and the audio answers (the recorder loads on use).
    ['Recruitment', '/en_US/EUR/recruitment', 150, {}],
    ['Recruit audio', '/en_US/EUR/recruitment?step=audio', 150, guideCookie],
    // Issue 16's budget: each request page for a quote (the business trip and the general request carry the city search).
    ['Airport pickup', '/en_US/EUR/airport-pickup', 140, {}],
    ['Transfer', '/en_US/EUR/transfer', 140, {}],
    ['Business trip', '/en_US/EUR/business-trip', 140, {}],
    ['Cruise tour', '/en_US/EUR/cruise-tour', 140, {}],
    ['Quote', '/en_US/EUR/quote', 140, {}],
    // Issue 17: the editorial pages stay light (Lighthouse mobile ≥ 95): about what a place page loads.
    ['FAQ', '/en_US/EUR/faq', 130, {}],
    ['About', '/en_US/EUR/about', 130, {}],
    ['Blog', '/en_US/EUR/blog', 130, {}],
    ['Blog post', `/en_US/EUR/blog/${newestPost.slug}`, 140, {}],
  ] as const) {
    const page = await app.inject({ method: 'GET', url, headers });
    if (page.statusCode !== 200) throw new Error(`${url} answered ${page.statusCode}`);
    const scripts = new Set(
      [...page.body.matchAll(/rel="modulepreload" href="([^"]+)"|import\("([^"]+)"\)|from "(\/assets\/[^"]+)"/g)].map(
        (match) => (match[1] ?? match[2] ?? match[3]) as string,
      ),
    );
    const files = [...scripts].map((script) => ({ script, gzipBytes: gzipped(script) }));
    const sum = (list: typeof files) => list.reduce((total, file) => total + file.gzipBytes, 0);
    measured.push({ name, budget, files, gzipBytes: sum(files), frameworkBytes: sum(files.filter((file) => /entry\.client/.test(file.script))) });
  }
  return measured;
}

/** A guide whose application is at the audio step (photo, answers and preferences saved through the API), as a session cookie. */
async function guideAtAudioStep(app: App): Promise<{ cookie: string }> {
  const [city] = (await app.inject({ method: 'GET', url: '/api/cities?q=Rome&language=en_US' })).json<{ id: number }[]>();
  const email = 'bench-guide@example.com';
  const password = 'bench-guide-password';
  const signUp = { lastName: 'Bench', firstName: 'Guide', birthdate: '1990-01-01', phone: '+39 06 6982 1234', email, confirmEmail: email, password, confirmPassword: password, city: city?.id, language: 'it', spokenLanguages: ['it_IT'] };
  const guide = (await app.inject({ method: 'POST', url: '/api/recruitment', payload: signUp })).json<{ access_token: string; user: { uuid: string } }>();
  const headers = { authorization: `Bearer ${guide.access_token}` };
  const url = `/api/recruitment/${guide.user.uuid}`;
  const boundary = 'bench-photo';
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const uploaded = await app.inject({ method: 'POST', url: '/api/s3/uploadFile', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  await app.inject({ method: 'PUT', url: `${url}/picture`, headers, payload: { pictureUrl: uploaded.json<{ fileUrl: string }>().fileUrl } });
  await app.inject({ method: 'PUT', url: `${url}/cmsAnswers`, headers, payload: { answersLanguage: 'en_US', cmsAnswers: Object.fromEntries(answerKeys.map((key) => [key, 'An answer.'])) } });
  await app.inject({ method: 'PUT', url: `${url}/preferences`, headers, payload: { travellerTypes: ['solo'], availability: ['weekends'], preferredTours: ['tour_4h'] } });
  const resume = (await app.inject({ method: 'GET', url, headers })).json<{ resumeStep: number }>().resumeStep;
  if (resume !== 4) throw new Error(`the bench guide resumes at step ${resume}, not at the audio answers`);
  return { cookie: `access_token=${guide.access_token}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webBuild = fileURLToPath(new URL('../apps/web/build/', import.meta.url));
  const { app, database, dataDir } = await openSiteApp(webBuild);
  for (const page of await measureFirstLoad(app, database.db, join(webBuild, 'client'))) {
    console.log(`${page.name.padEnd(12)} ${String(page.files.length).padStart(3)} files ${page.gzipBytes.toLocaleString('en-US').padStart(9)} B gzip (budget ${page.budget} KB)`);
    // --files: each module, to see what a page loads that it does not need.
    if (process.argv.includes('--files')) for (const file of page.files) console.log(`  ${file.gzipBytes.toLocaleString('en-US').padStart(9)}  ${file.script}`);
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
