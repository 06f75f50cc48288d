import { it, expect } from 'vitest';
import { createTestApp } from '/work/main/apps/server/src/test/app.ts';
it('mailbox headers', async () => {
  const t = await createTestApp();
  const r = await t.app.inject({ url: '/dev/mailbox' });
  console.log(r.statusCode, JSON.stringify(r.headers, null, 1), r.body.slice(0, 200));
  await t.close();
});
