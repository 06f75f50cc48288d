/** The company's public details, shown in the footer, on invoices and in e-mails: one place to change them. */
export const company = {
  name: 'Cicerone SAS',
  street: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  countryIso2: 'FR',
  phone: '+33 1 84 88 12 34',
  email: 'hello@cicerone.travel',
  registration: 'RCS Paris 912 345 678',
  vatNumber: 'FR12912345678',
} as const;

/** The figures the marketing texts state (requirements §product.claims); the home page and the about page read them from here. */
export const marketingClaims = {
  bookingsPerYear: 50_000,
  destinations: 250,
  guides: 15_000,
  partnerAgencies: 2_500,
  rating: 4.9,
} as const;
