import { describe, expect, it } from 'vitest';
import { canContactManager, canOpenGuideDashboard, canSeeBecomeGuide, guideFormInProgress, landingAfterLogin, roles, type RoleHolder } from './roles.ts';

const superAdmin: RoleHolder = { role: roles.superAdmin };
const admin: RoleHolder = { role: roles.admin };
const guide: RoleHolder = { role: roles.guide, status: 'active' };
const activeGuide: RoleHolder = { role: roles.guide, status: 'guide_active' };
const rejectedGuide: RoleHolder = { role: roles.guide, status: 'guide_rejected' };
const guideFillingForm: RoleHolder = { role: roles.guide, status: guideFormInProgress };
const customer: RoleHolder = { role: roles.customer };
const travelAgent: RoleHolder = { role: roles.customer, isPro: true };

describe('canOpenGuideDashboard', () => {
  it('opens to super admins, admins and guides', () => {
    for (const user of [superAdmin, admin, guide, guideFillingForm]) expect(canOpenGuideDashboard(user)).toBe(true);
  });

  it('stays closed to customers, travel agents and visitors', () => {
    for (const user of [customer, travelAgent, null]) expect(canOpenGuideDashboard(user)).toBe(false);
  });
});

describe('canSeeBecomeGuide', () => {
  it('shows to visitors and to guides still filling in the recruitment form', () => {
    expect(canSeeBecomeGuide(null)).toBe(true);
    expect(canSeeBecomeGuide(guideFillingForm)).toBe(true);
  });

  it('hides from everyone else signed in', () => {
    for (const user of [superAdmin, admin, guide, customer, travelAgent]) expect(canSeeBecomeGuide(user)).toBe(false);
  });

  it('needs the status on a guide, not on another role', () => {
    expect(canSeeBecomeGuide({ role: roles.customer, status: guideFormInProgress })).toBe(false);
  });
});

describe('canContactManager', () => {
  it('opens to validated business accounts and approved guides (spec §6)', () => {
    for (const user of [travelAgent, activeGuide]) expect(canContactManager(user)).toBe(true);
  });

  it('stays closed to customers, admins, applicants, rejected guides and visitors', () => {
    for (const user of [superAdmin, admin, guide, guideFillingForm, rejectedGuide, customer, null]) expect(canContactManager(user)).toBe(false);
  });
});

describe('landingAfterLogin', () => {
  it('sends an admin to the back office, a guide still applying back to the wizard, everyone else to the account', () => {
    expect(landingAfterLogin(superAdmin)).toBe('/admin');
    expect(landingAfterLogin(admin)).toBe('/admin');
    expect(landingAfterLogin({ role: roles.guide, status: guideFormInProgress })).toBe('/recruitment');
    for (const user of [guide, customer, travelAgent, { role: roles.customer, status: guideFormInProgress }]) expect(landingAfterLogin(user)).toBe('/account');
  });
});
