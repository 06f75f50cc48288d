// The Content-Security-Policy as a browser spec sees it: the violations a page reports, the response's nonce.
import type { Page, Response } from 'playwright-core';
import { expect } from './browser.ts';

/** Every CSP violation the page reports (as an event in the page, or as a console error), from before its first script. */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (entry) => {
    if (/Content.Security.Policy/i.test(entry.text())) fromConsole.push(entry.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
    return [...fromEvents, ...fromConsole];
  };
}

/** The nonce of the response's script-src, after checking the policy's strict parts. */
export async function policyNonce(response: Response | null): Promise<string> {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  return nonce ?? '';
}
