// The site's pages, for the checks that go over all of them (layout at 375 px, valid HTML): each path
// under /{language}/{currency}, with who may open it. Pages that name a record (a tour, a booking, a
// user…) take the catalogue's first tour and a booking the test places for its customer.
import type { BrowserContext } from 'playwright-core';
import { bankOrderThroughApi, dayAhead, firstTour } from './booking.ts';
import type { Staff } from './users.ts';

/** Who opens a page: a visitor, a customer signed up for the test, or one of the demo staff. */
export type Viewer = 'visitor' | 'customer' | Staff;

export interface SitePage {
  /** The path after /{language}/{currency}, with its query. */
  path: string;
  who: Viewer;
}

/** The seven sites of the spec, each language with one of its currencies. */
export const sites = ['en_US/USD', 'fr_FR/EUR', 'de_DE/CHF', 'es_ES/EUR', 'it_IT/GBP', 'ru_RU/RUB', 'ja_JP/JPY'] as const;

const visitorPaths = [
  '/',
  '/tours',
  '/zones',
  '/continent/europe',
  '/country/france',
  '/city/paris',
  '/city/paris/reviews',
  '/login',
  '/sign-up',
  '/sign-up?type=business',
  '/forgot-password',
  '/cart',
  '/gift-cards',
  '/recruitment',
  '/airport-pickup',
  '/transfer',
  '/cruise-tour',
  '/quote',
  '/contact',
  '/newsletter',
  '/faq',
  '/about',
  '/travel-agents',
  '/partners',
  '/blog',
  '/blog/first-morning-in-rome',
];

const customerPaths = [
  '/account',
  '/account-password',
  '/my-addresses',
  '/login-history',
  '/favourite-tours',
  '/bookings',
  '/bookings?display=calendar',
  '/redeem',
  '/my-gift-cards',
  '/my-quotes',
  '/business-trip',
];

// The billing details are a business account's or a guide's (the customer's answer is 403).
const guidePaths = ['/guide-missions', '/guide-missions/payments', '/account-billing'];

const adminPaths = [
  '/admin',
  '/admin/bookings',
  '/admin/bank-transfers',
  '/admin/refunds',
  '/admin/business-accounts',
  '/admin/gift-cards',
  '/admin/guides',
  '/admin/missions',
  '/admin/payouts',
  '/admin/cruise-lines',
  '/admin/support',
  '/admin/reviews',
  '/admin/quotes',
  '/admin/newsletter',
  '/admin/settings',
  '/admin/users',
  '/admin/tours',
  '/admin/tours/new',
  '/admin/promo-codes',
  '/admin/places',
];

/**
 * Every page, given the customer's context (signed up: it places a bank-transfer booking to show its
 * page) and its e-mail. The tour, its editor and the booking are the records' own pages.
 */
export async function sitePages(customer: BrowserContext, email: string): Promise<SitePage[]> {
  const tour = await firstTour(customer.request);
  const { booking } = await bankOrderThroughApi(customer, tour, dayAhead(tour, 11), email);
  return [
    ...visitorPaths.map((path) => ({ path, who: 'visitor' as const })),
    { path: `/tour/${tour.slug}`, who: 'visitor' },
    ...customerPaths.map((path) => ({ path, who: 'customer' as const })),
    { path: `/bookings/${booking}`, who: 'customer' },
    { path: '/checkout', who: 'customer' },
    ...guidePaths.map((path) => ({ path, who: 'guide' as const })),
    ...adminPaths.map((path) => ({ path, who: 'admin' as const })),
    { path: `/admin/tours/${tour.id}`, who: 'admin' },
    { path: '/admin/audit-log', who: 'superAdmin' },
  ];
}
