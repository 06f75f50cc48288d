// Every page of the site (support/site-pages.ts) on a 375 px phone in the seven languages: nothing wider
// than the screen, and no fixed or sticky element (the chat buttons, a bar at the screen's foot) over a
// page's main actions. Then what only shows once used: an open list of suggestions (airport, the phone's
// search overlay) and, on a desktop, the tour's booking calendar beside the chat button. One browser,
// pages checked four at a time, as the server sends them.
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { devices, hydrated } from './support/browser.ts';
import { firstTour } from './support/booking.ts';
import { message } from './support/site.ts';
import { sites, sitePages } from './support/site-pages.ts';
import { expect, test } from './support/users.ts';
import { inParallel, openViewers } from './support/viewers.ts';

const width = devices.phone.viewport.width;

/**
 * What is wider than the screen (an element's right edge past it, outside anything that scrolls or clips
 * sideways), outermost first; and the main actions covered, where one shows when scrolled to the middle
 * of the screen (a fixed or sticky one where it is; where they are when `scroll` is false): the element found at its centre or corners is
 * neither it nor inside it, and is fixed or sticky, or inside such an element.
 */
function layoutProblems(page: Page, screenWidth: number, actions: string, scroll = true): Promise<string[]> {
  return page.evaluate(
    ({ screenWidth, actions, scroll }) => {
      const problems: string[] = [];
      const name = (element: Element) => {
        const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}`;
      };
      const clipsSideways = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
      const fixedOrSticky = (element: Element | null): Element | null => {
        for (let at = element; at && at !== document.documentElement; at = at.parentElement) {
          const position = getComputedStyle(at).position;
          if (position === 'fixed' || position === 'sticky') return at;
        }
        return null;
      };

      if (document.documentElement.scrollWidth > screenWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      const wide = new Set<Element>();
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= screenWidth + 0.5) continue;
        let contained = false;
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (wide.has(parent) || (clipsSideways(parent) && parent.getBoundingClientRect().right <= screenWidth + 0.5)) {
            contained = true;
            break;
          }
        }
        if (contained) continue;
        wide.add(element);
        problems.push(`${name(element)} reaches ${Math.round(box.right)} px`);
      }

      for (const action of document.querySelectorAll<HTMLElement>(actions)) {
        // A table's row actions repeat one another (and scroll with their rows): the page's own actions are checked.
        if (action.closest('tbody') || action.getClientRects().length === 0 || getComputedStyle(action).visibility === 'hidden') continue;
        if (scroll && !fixedOrSticky(action)) action.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const box = action.getBoundingClientRect();
        if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
        const inset = Math.min(3, box.width / 4, box.height / 4);
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ];
        for (const [x, y] of points) {
          if (x === undefined || y === undefined || x < 0 || x > innerWidth || y < 0 || y > innerHeight) continue;
          const found = document.elementFromPoint(x, y);
          if (!found || action.contains(found) || found.contains(action)) continue;
          const cover = fixedOrSticky(found);
          if (cover && !cover.contains(action)) {
            problems.push(`${name(action)} is under ${name(found)} at (${Math.round(x)}, ${Math.round(y)})`);
            break;
          }
        }
      }
      return problems;
    },
    { screenWidth, actions, scroll },
  );
}

/** A page's main actions: its forms' send buttons and primary buttons, and what a bar at the screen's foot offers. */
const mainActions = 'main .button-primary, main button[type="submit"], .booking-bar a, .booking-bar button';

describe('layout on a 375 px phone', () => {
  test('every page in every language: nothing wider than the screen, no main action under a fixed element', { timeout: 900_000 }, async ({ open, signUp, staff }) => {
    // The pages as the server sends them (its HTML and styles, the chat buttons included), without the
    // scripts: 7 × 60 hydrations would cost the run's 2 cores minutes; what scripts open is checked below.
    const { contexts, email } = await openViewers({ open, signUp, staff }, 'phone', { javaScriptEnabled: false });
    const pages = await sitePages(contexts.customer, email);
    const found: string[] = [];
    const jobs = sites.flatMap((site) => pages.map((page) => ({ ...page, url: `/${site}${page.path}` })));
    await inParallel(jobs, 4, async ({ url, who }) => {
      const page = await contexts[who].newPage();
      try {
        // Generous: 2 cores shared by the whole run.
        const answer = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 90_000 });
        if (!answer || answer.status() >= 400) found.push(`${url} (${who}): answered ${answer?.status()}`);
        for (const problem of await layoutProblems(page, width, mainActions)) found.push(`${url} (${who}): ${problem}`);
      } catch (error) {
        found.push(`${url} (${who}): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      } finally {
        await page.close();
      }
    });
    expect(found).toEqual([]);
  });

  test('open suggestions: the chat button leaves them free, and the search overlay keeps Clear all free', { timeout: 120_000 }, async ({ open }) => {
    const { page } = await open('phone');
    await page.goto('/ru_RU/RUB/airport-pickup');
    await hydrated(page);
    const airport = page.getByRole('combobox').first();
    // The field mid-screen: its list reaches the screen's foot, where the chat button is.
    await airport.evaluate((field) => field.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await airport.fill('charles');
    await page.getByRole('option').first().waitFor();
    expect(await layoutProblems(page, width, '[role="listbox"] [role="option"]', false)).toEqual([]);

    await page.goto('/en_US/EUR/');
    await hydrated(page);
    await page.getByRole('button', { name: message('en_US', 'shell.mobile.search'), exact: true }).tap();
    const overlay = page.getByRole('dialog');
    await overlay.getByRole('combobox').fill('par');
    await overlay.getByRole('option').first().waitFor();
    const clear = overlay.getByRole('button', { name: message('en_US', 'shell.search.clear') });
    // What is at the button's centre is the button, not the list over it.
    expect(await clear.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return at !== null && button.contains(at);
    })).toBe(true);
  });

  test('desktop: the chat button leaves the booking calendar free, at any scroll', { timeout: 120_000 }, async ({ open }) => {
    const { page, context } = await open('desktop');
    const tour = await firstTour(context.request);
    await page.goto(`/de_DE/CHF/tour/${tour.slug}`);
    await hydrated(page);
    const days = page.locator('.day-picker-grid td');
    await days.first().waitFor();
    // Each day at the screen's foot, the corner where the chat button sat.
    const covered = await page.evaluate(() => {
      const problems: string[] = [];
      for (const day of document.querySelectorAll<HTMLElement>('.day-picker-grid td')) {
        day.scrollIntoView({ block: 'end', behavior: 'instant' });
        const box = day.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= innerHeight) continue;
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (at && !day.contains(at)) problems.push(`${day.textContent?.trim()} under ${at.className}`);
      }
      return problems;
    });
    expect(covered).toEqual([]);
  });
});
