import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One form pattern (docs/decisions/0015-one-form-pattern.md): a form that asks for something is a
 * SiteForm (apps/web/app/lib/forms), whose browser check reads the fields' attributes only; every
 * rule is the server's, with the shared contract; problems show in the kit's one ErrorSummary.
 * These checks name the file that goes round it.
 */
const app = join(import.meta.dirname, '../apps/web/app');
const kit = join(app, 'lib/forms');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Modules that reach the browser: not *.server.ts, not the kit's server half. */
const browserModules = () => sources(app).filter((path) => !/\.server\.tsx?$/.test(path));
const outsideKit = (paths: string[]) => paths.filter((path) => !path.startsWith(kit));
const named = (paths: string[]) => paths.map((path) => relative(app, path));
/** The development host's password gate: one field, on a page served before the site (no site path, no layout). */
const gate = 'routes/site-password.tsx';

describe('one form pattern', () => {
  it('a POST form with a field to fill in is a SiteForm, not a <Form> of its own', () => {
    const field = /<(?:textarea|select)\b|<input\b(?![^>]*type="(?:hidden|radio|checkbox)")/;
    const own = outsideKit(sources(app)).filter((path) => {
      const text = readFileSync(path, 'utf8');
      return [...text.matchAll(/<Form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/Form>/g)].some(([, body]) => field.test(body ?? ''));
    });
    // Each says why it is not a form to fill in (docs/decisions/0015-one-form-pattern.md); a new one fails here.
    const notFormsToFill: Record<string, string> = {
      [gate]: 'the password gate, served before the site',
      'admin/places-table.tsx': 'a row’s place in the order, one number set from its line of the table, beside the row’s own buttons',
      'admin/tour-images/photo-uploader.tsx': 'photos dropped or picked, each sent on its own with its progress bar; the multipart form is its fallback without JavaScript',
    };
    expect(named(own).filter((path) => !(path in notFormsToFill))).toEqual([]);
  });

  it('no browser module checks an e-mail or a phone with a pattern of its own, or loads a validator', () => {
    // A regex literal with an @ run with .test(), the old shape checks by name, or zod / libphonenumber themselves.
    const ruleOfItsOwn = /\/[^/\n]*@[^/\n]*\/[gimsuy]*\.test\(|\b(?:phoneShape|emailShape)\b|^import (?!type)[^;]*from ['"](?:zod|zod\/mini|libphonenumber-js[^'"]*)['"]/m;
    const offenders = browserModules().filter((path) => ruleOfItsOwn.test(readFileSync(path, 'utf8')));
    expect(named(offenders)).toEqual([]);
  });

  it('a list of a form’s problems is the kit’s ErrorSummary, drawn nowhere else', () => {
    const ownSummary = outsideKit(sources(app)).filter((path) => /className="(?:error-summary|booking-missing)"|<ul[^>]*role="alert"/.test(readFileSync(path, 'utf8')));
    expect(named(ownSummary)).toEqual([]);
  });

  it('a form’s refusal is shown by ErrorSummary, not written out as a message of its own', () => {
    // The action's or a fetcher's FormProblems.message drawn by hand: a refused row action, a resend, a payment.
    const byHand = outsideKit(sources(app)).filter((path) => /\{\s*(?:actionData|fetcher\.data|[\w.]*problems?)\??\.message\s*\??\s*\}|\{\s*actionData\??\.message\s*(?:\?\?|\|\|)/.test(readFileSync(path, 'utf8')));
    expect(named(byHand)).toEqual([]);
  });

  it('an alert outside the kit is one of the few that are not about what was entered', () => {
    // Each says why it is not a form problem (docs/decisions/0015-one-form-pattern.md); a new one fails here.
    const notFormProblems: Record<string, string> = {
      [gate]: 'the password gate, served before the site',
      'routes/reset-password.tsx': 'the link is invalid or used: the page’s state, nothing entered',
      'routes/verify-email.tsx': 'the link is invalid or used: the page’s state, nothing entered',
      'routes/newsletter-token.tsx': 'the newsletter link is invalid or used: the page’s state, nothing entered',
      'routes/pay-done.tsx': 'log in again: the order is of another session',
      'checkout/steps/visitor-step.tsx': 'log in again: the order is of another session',
      'routes/booking.tsx': 'the booking changed since the page was shown',
      'routes/admin-bank-transfers.tsx': 'the transfer opened to confirm is no longer waiting (another admin confirmed it)',
      'accounts/account-pages/row-actions.tsx': 'a row removed meanwhile: about the list, not a form',
      'accounts/resend-verification-form.tsx': 'the banner’s one button: refused sends are said on its line',
      'catalog/booking-panel.tsx': 'the day picker’s live answer under the field (a day without a free slot), before anything is sent',
      'routes/recruitment.tsx': 'an account of another kind cannot apply: the page’s state, nothing entered',
      'chat/support-chat-panel.tsx': 'a message the live chat could not deliver (too fast, offline): it stays in the box, said on the line under it — the panel loads on click on any page, outside the page’s actions',
      'chat/leave-email-form.tsx': 'the live chat’s one e-mail field, sent from the panel that loads on click on any page, outside the page’s actions: its refusal is said on its line',
      'quotes/cruise-ship-field.tsx': 'the list of cruise companies could not be loaded: nothing entered yet',
      'recruitment/audio-recorder.tsx': 'the microphone refused or a recording not sent: no field was filled in, the recorder says it on its line',
    };
    const alerts = outsideKit(sources(app)).filter((path) => /role=(?:"alert"|\{[^}]*'alert')/.test(readFileSync(path, 'utf8')));
    expect(named(alerts).filter((path) => !(path in notFormProblems))).toEqual([]);
  });

  it('reads real files', () => {
    expect(browserModules().length).toBeGreaterThan(50);
  });
});
