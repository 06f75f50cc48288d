import { randomUUID } from 'node:crypto';

/** Step 1 of /recruitment as a valid applicant fills it in (a new e-mail each time), for POST /api/recruitment. */
export function applicantPayload(cityId: number, overrides: Record<string, unknown> = {}) {
  const email = `guide-${randomUUID()}@example.com`;
  return {
    lastName: 'Rossi',
    firstName: 'Giulia',
    birthdate: '1990-04-12',
    gender: 'female',
    phone: '+39 06 6982 1234',
    email,
    confirmEmail: email,
    password: 'guide-password-1',
    confirmPassword: 'guide-password-1',
    city: cityId,
    bikeTour: true,
    carTour: false,
    language: 'it',
    spokenLanguages: ['it_IT', 'en_US'],
    answersLanguage: 'it_IT',
    ...overrides,
  };
}
