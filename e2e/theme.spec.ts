// The dark theme: a toggle button whose choice the server renders into <html data-theme> (no flash), else the system's.
import { describe } from 'vitest';
import { expect, hydrated, test } from './support/browser.ts';
import { cookie, htmlAttribute, luminance, message, pageBackground } from './support/site.ts';

const darkTheme = message('en_US', 'shell.theme.label');

describe('theme', () => {
  test('the switch turns the dark theme on, and the server renders it after a reload', async ({ open }) => {
    const { context, page } = await open('desktop');
    await page.goto('/en_US/EUR/');
    await hydrated(page);
    expect(await htmlAttribute(page, 'data-theme')).toBeNull();
    expect(luminance(await pageBackground(page))).toBeGreaterThan(0.8);

    const toggle = page.getByRole('button', { name: darkTheme, pressed: false });
    await toggle.click();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('dark');
    await expect.poll(async () => (await cookie(context, 'theme'))?.value).toBe('dark');
    await page.getByRole('button', { name: darkTheme, pressed: true }).waitFor();
    expect(luminance(await pageBackground(page))).toBeLessThan(0.1);

    // The server's HTML already says dark: nothing light shows before the scripts run.
    const response = await page.reload();
    expect(await response?.text()).toMatch(/<html[^>]*\sdata-theme="dark"/);
    expect(await htmlAttribute(page, 'data-theme')).toBe('dark');
    expect(luminance(await pageBackground(page))).toBeLessThan(0.1);

    // And back to light.
    await hydrated(page);
    await page.getByRole('button', { name: darkTheme, pressed: true }).click();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('light');
    await expect.poll(async () => (await cookie(context, 'theme'))?.value).toBe('light');
    expect(luminance(await pageBackground(page))).toBeGreaterThan(0.8);
  });

  test('without a choice the system preference applies', async ({ open }) => {
    const { page } = await open('desktop', { colorScheme: 'dark' });
    const response = await page.goto('/en_US/EUR/');
    // (The page's own stylesheet, written into it, names [data-theme]: the element is what must not carry it.)
    expect(await response?.text()).not.toMatch(/<html[^>]*\sdata-theme=/);
    expect(luminance(await pageBackground(page))).toBeLessThan(0.1);
    await hydrated(page);
    // The switch reflects what shows: the next step is the light theme.
    await page.getByRole('button', { name: darkTheme, pressed: true }).waitFor();

    const { page: light } = await open('desktop', { colorScheme: 'light' });
    await light.goto('/en_US/EUR/');
    expect(luminance(await pageBackground(light))).toBeGreaterThan(0.8);
  });

  test('phone: the drawer’s More tab has the labelled theme switch', async ({ open }) => {
    const { page } = await open('phone');
    await page.goto('/en_US/EUR/');
    await hydrated(page);
    await page.getByRole('button', { name: message('en_US', 'shell.mobile.openMenu') }).tap();
    const drawer = page.getByRole('dialog', { name: message('en_US', 'shell.header.menu') });
    await drawer.getByRole('tab', { name: message('en_US', 'shell.mobile.tab.more') }).tap();
    const toggle = drawer.getByRole('button', { name: darkTheme, exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.tap();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('dark');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
