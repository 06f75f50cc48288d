/**
 * The site's navigation in one place: the wide Menu, the mobile drawer and the footer
 * all read these lists, so a page is linked the same way everywhere.
 */
export interface MenuLink {
  path: string;
  label: string;
}

export const serviceLinks: readonly MenuLink[] = [
  { path: '/airport-pickup', label: 'shell.menu.airportPickup' },
  { path: '/transfer', label: 'shell.menu.transfer' },
  { path: '/business-trip', label: 'shell.menu.businessTrip' },
  { path: '/cruise-tour', label: 'shell.menu.cruiseTour' },
  { path: '/quote', label: 'shell.menu.quote' },
];

export const companyLinks: readonly MenuLink[] = [
  { path: '/about', label: 'shell.menu.about' },
  { path: '/faq', label: 'shell.menu.faq' },
  { path: '/blog', label: 'shell.menu.blog' },
];

export const giftLinks: readonly MenuLink[] = [
  { path: '/gift-cards', label: 'shell.menu.giftCards' },
  { path: '/redeem', label: 'shell.menu.redeem' },
];

export const partnerLinks: readonly MenuLink[] = [
  { path: '/travel-agents', label: 'shell.menu.travelAgents' },
  { path: '/partners', label: 'shell.menu.partners' },
  { path: '/recruitment', label: 'shell.menu.recruitment' },
];

export const tourLinks: readonly MenuLink[] = [
  { path: '/tours', label: 'shell.menu.allTours' },
  { path: '/zones', label: 'shell.menu.zones' },
];
