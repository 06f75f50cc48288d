import { chromium, type BrowserContextOptions } from 'playwright-core';
import { chromiumArgs } from '../scripts/chromium.ts';

const base = process.env.BASE ?? 'http://localhost:3793';
const devices: Record<string, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
};
async function login(email: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }) });
  const cookies = response.headers.getSetCookie().map((line) => { const [pair] = line.split(';'); const [name, ...rest] = (pair ?? '').split('='); return { name: name ?? '', value: rest.join('='), url: base }; });
  return cookies;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs] });
const pages = (process.env.PAGES ?? 'account,account-password,my-addresses,login-history,favourite-tours,account-billing').split(',');
const users: Record<string, [string, string]> = { claire: ['claire@demo.cicerone.travel', 'customer-demo-2026'], gina: ['gina@demo.cicerone.travel', 'guide-demo-2026'], alex: ['alex@demo.cicerone.travel', 'agent-demo-2026'] };
const who = process.env.WHO ?? 'gina';
const cookies = await login(...users[who]!);
for (const page of pages) {
  for (const [device, options] of Object.entries(devices)) {
    for (const theme of (process.env.THEMES ?? 'light,dark').split(',')) {
      const context = await browser.newContext({ ...options, locale: 'en-US' });
      await context.addCookies([...cookies, { name: 'theme', value: theme, url: base }]);
      const tab = await context.newPage();
      tab.on('console', (m) => { if (m.type() === 'error') console.log('console error', page, m.text()); });
      tab.on('pageerror', (e) => console.log('page error', page, e.message));
      const lang = process.env.LANG_CODE ?? 'en_US';
      await tab.goto(`${base}/${lang}/EUR/${page}`);
      await tab.waitForLoadState('networkidle');
      const name = `/tmp/acct/shots/${page.replace(/[/?=&]/g, '_')}-${device}-${theme}`;
      if (device === 'phone') {
        // Phone pages are long: up to the footer, in pieces the viewer can read.
        const end = await tab.evaluate(() => (document.querySelector('footer')?.getBoundingClientRect().top ?? 2000) + window.scrollY);
        for (let y = 0, i = 0; y < end && i < 4; y += 900, i += 1) {
          await tab.screenshot({ path: `${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 375, height: Math.min(900, end - y) } });
        }
      } else {
        await tab.screenshot({ path: `${name}.png`, fullPage: true });
      }
      await context.close();
    }
  }
}
await browser.close();
