// The live support chat (requirements §screens.chat): a visitor on a 375 px phone, in the dark theme, presses the
// round chat button (the panel's code loads only then), writes, and an admin in another browser
// context sees the conversation arrive in the back office's inbox without reloading, opens it and
// answers; the visitor's panel shows the answer as it is sent, and the visitor's next message
// reaches the admin's open conversation the same way. Messages are text: markup stays text.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNone, seriousViolations } from './support/axe.ts';
import { hydrated } from './support/browser.ts';
import { message } from './support/site.ts';
import { expect, test } from './support/users.ts';

const locale = 'en_US';
const site = `/${locale}/EUR`;
const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

function chatLog(page: Page) {
  return page.getByRole('log', { name: t('chat.panel.messages') });
}

describe('live support chat', () => {
  test('a visitor chats on a phone while an admin answers from the support inbox, both live', async ({ open, staff }) => {
    const visitor = await open('phone', { colorScheme: 'dark' });
    const chatCode: string[] = [];
    visitor.page.on('request', (request) => {
      if (/\/assets\/(chat-widget|support-chat-panel)-/.test(request.url())) chatCode.push(request.url());
    });
    await visitor.page.goto(`${site}/`);
    await hydrated(visitor.page);

    // On a phone the round button shows, the labelled one does not; it tucks away into a tab and back.
    const round = visitor.page.getByRole('button', { name: t('chat.button.openPhone') });
    await expect.poll(() => round.isVisible()).toBe(true);
    expect(await visitor.page.getByRole('button', { name: t('chat.button.open') }).isVisible()).toBe(false);
    expect(chatCode).toEqual([]);
    await visitor.page.getByRole('button', { name: t('chat.button.collapse') }).click();
    const tab = visitor.page.getByRole('button', { name: t('chat.button.expand') });
    await expect.poll(() => tab.isVisible()).toBe(true);
    expect(await round.isVisible()).toBe(false);
    await tab.click();
    await expect.poll(() => round.isVisible()).toBe(true);

    // The admin's inbox is open before the visitor writes.
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`${site}/admin/support`);
    await hydrated(admin.page);
    await admin.page.getByRole('heading', { level: 1, name: t('admin.chat.title') }).waitFor();

    await round.click();
    const panel = visitor.page.getByRole('dialog', { name: t('chat.panel.title') });
    await panel.waitFor();
    expect(chatCode.length).toBeGreaterThan(0);
    const field = panel.getByRole('textbox', { name: t('chat.panel.label') });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await round.isVisible()).toBe(false);
    const question = `Is the <b>Louvre</b> tour step-free? ${Date.now()}`;
    await field.fill(question);
    await field.press('Enter');
    await chatLog(visitor.page).getByText(question, { exact: true }).waitFor();
    expectNone(await seriousViolations(visitor.page), 'the chat panel on a phone, dark theme');

    // The conversation arrives in the inbox by itself, unread; the admin opens it and answers.
    const entry = admin.page.getByRole('navigation', { name: t('admin.chat.conversations') }).getByRole('link', { name: new RegExp(question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await entry.waitFor({ timeout: 5_000 });
    expect(await entry.innerText()).toContain('1 unread message');
    await entry.click();
    await hydrated(admin.page);
    const adminLog = admin.page.locator('.support-conversation').getByRole('log');
    await adminLog.getByText(question, { exact: true }).waitFor();
    const answer = `Yes, every room is step-free. ${Date.now()}`;
    await admin.page.getByRole('textbox', { name: t('admin.chat.replyLabel') }).fill(answer);
    await admin.page.getByRole('button', { name: t('admin.chat.send') }).click();

    // The answer reaches the visitor's open panel without a reload.
    await chatLog(visitor.page).getByText(answer, { exact: true }).waitFor({ timeout: 5_000 });
    await adminLog.getByText(answer, { exact: true }).waitFor();

    // And the visitor's next message reaches the admin's open conversation.
    const thanks = `Thank you! ${Date.now()}`;
    await field.fill(thanks);
    await panel.getByRole('button', { name: t('chat.panel.send') }).click();
    await adminLog.getByText(thanks, { exact: true }).waitFor({ timeout: 5_000 });
    expect(await visitor.page.locator('.chat-log b').count()).toBe(0);
    expectNone(await seriousViolations(admin.page), 'the support inbox');

    // Escape closes the panel and gives the focus back to the chat button; a reload keeps the conversation.
    await visitor.page.keyboard.press('Escape');
    await expect.poll(() => round.evaluate((element) => element === document.activeElement)).toBe(true);
    await visitor.page.reload();
    await hydrated(visitor.page);
    await round.click();
    await chatLog(visitor.page).getByText(answer, { exact: true }).waitFor();
  });
});
