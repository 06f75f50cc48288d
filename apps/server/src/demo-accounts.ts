import { count, eq } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser, promoCode } from '@cicerone/db/schema/accounts';
import { guideProfile } from '@cicerone/db/schema/guides';
import { city } from '@cicerone/db/schema/reference';
import type { GuideUserStatus } from '@cicerone/core/guides/recruitment-status';
import { agentDiscountPercent } from '@cicerone/core/accounts/business';
import { roles, type Role } from '@cicerone/core/roles';
import { hashPassword } from './features/accounts/passwords.ts';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
}

interface DemoAccountSeed extends DemoAccount {
  firstName: string;
  lastName: string;
  role: Role;
  coins?: number;
  business?: { status: 'pending' | 'validated'; companyName: string; vatNumber: string; phone: string; promoCode?: string; managerEmail?: string };
  /** An approved guide's working profile, so the guide dashboard has missions to offer on a fresh start. */
  guide?: { citySlug: string; spokenLanguages: string[] };
}

/**
 * One account of each kind for trying the product (README lists them). Only seeded into an
 * embedded or demo database with no account at all (SEED_DEMO=true, the default of `npm start`);
 * a production database runs with SEED_DEMO=false and never gets these known passwords.
 */
const demoAccounts: DemoAccountSeed[] = [
  { label: 'customer', email: 'claire@demo.cicerone.travel', password: 'customer-demo-2026', firstName: 'Claire', lastName: 'Martin', role: roles.customer, coins: 5_000 },
  {
    label: 'travel agent',
    email: 'alex@demo.cicerone.travel',
    password: 'agent-demo-2026',
    firstName: 'Alex',
    lastName: 'Moreau',
    role: roles.customer,
    business: { status: 'validated', companyName: 'Moreau Voyages', vatNumber: 'FR40303265045', phone: '+33612345678', promoCode: 'AGENT-DEMO2026', managerEmail: 'adam@demo.cicerone.travel' },
  },
  {
    label: 'business account waiting for validation',
    email: 'paula@demo.cicerone.travel',
    password: 'pending-demo-2026',
    firstName: 'Paula',
    lastName: 'Rossi',
    role: roles.customer,
    business: { status: 'pending', companyName: 'Rossi Eventi', vatNumber: 'IT00743110157', phone: '+390612345678' },
  },
  {
    label: 'guide',
    email: 'gina@demo.cicerone.travel',
    password: 'guide-demo-2026',
    firstName: 'Gina',
    lastName: 'Bauer',
    role: roles.guide,
    guide: { citySlug: 'paris', spokenLanguages: ['en_US', 'fr_FR', 'de_DE'] },
  },
  { label: 'admin', email: 'adam@demo.cicerone.travel', password: 'admin-demo-2026', firstName: 'Adam', lastName: 'Novak', role: roles.admin },
  { label: 'super admin', email: 'sofia@demo.cicerone.travel', password: 'super-demo-2026', firstName: 'Sofia', lastName: 'Lind', role: roles.superAdmin },
];

/** Seeds the demo accounts into a database without accounts; returns them (to print) or [] when accounts exist. */
export async function seedDemoAccounts(db: Executor): Promise<DemoAccount[]> {
  const [existing] = await db.select({ value: count() }).from(appUser);
  if ((existing?.value ?? 0) > 0) return [];
  const now = new Date();
  for (const account of demoAccounts) {
    const [user] = await db
      .insert(appUser)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        status: account.guide ? ('guide_active' satisfies GuideUserStatus) : null,
        coinBalance: account.coins ?? 0,
        emailVerifiedAt: now,
        accountType: account.business ? 'business' : 'individual',
        businessKind: account.business ? 'travel_agent' : null,
        businessStatus: account.business?.status ?? null,
        businessValidatedAt: account.business?.status === 'validated' ? now : null,
        isPro: account.business?.status === 'validated',
        companyName: account.business?.companyName ?? null,
        vatNumber: account.business?.vatNumber ?? null,
        phone: account.business?.phone ?? null,
      })
      .returning({ id: appUser.id });
    if (user && account.guide) {
      const [place] = await db.select({ id: city.id }).from(city).where(eq(city.slug, account.guide.citySlug));
      await db.insert(guideProfile).values({ userId: user.id, recruitmentStatus: 'approved', cityId: place?.id ?? null, spokenLanguages: account.guide.spokenLanguages, lastStep: 5, submittedAt: now, decidedAt: now });
    }
    if (user && account.business?.promoCode) {
      await db.insert(promoCode).values({ code: account.business.promoCode, kind: 'agent', ownerUserId: user.id, percentOff: agentDiscountPercent });
    }
  }
  // A validated agent's account manager (decision 0024), once every account exists: /contact-pro writes to them.
  for (const account of demoAccounts) {
    const managerEmail = account.business?.managerEmail;
    if (!managerEmail) continue;
    const [manager] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, managerEmail));
    await db.update(appUser).set({ accountManagerId: manager?.id ?? null }).where(eq(appUser.email, account.email));
  }
  return demoAccounts.map(({ label, email, password }) => ({ label, email, password }));
}
