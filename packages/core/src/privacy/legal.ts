/**
 * The legal pages (requirements §screens.content, decision 0054): editorial entries in the CMS like /about,
 * each with a version and the date it takes effect. Terms and privacy are the two a person accepts;
 * the English entry's version is the one recorded (a translation never changes what was agreed).
 */
export const legalPages = ['privacy', 'terms', 'legal-notice', 'cookies'] as const;
export type LegalPage = (typeof legalPages)[number];

/** The documents a person agrees to at sign-up and at every order. */
export const acceptedDocuments = ['terms', 'privacy'] as const;
export type AcceptedDocument = (typeof acceptedDocuments)[number];

/** A legal entry's version ('2026-12-01') and the ISO date it takes effect. */
export interface LegalVersion {
  version: string;
  effectiveOn: string;
}

/** The versions of terms and privacy a person accepted (or is asked to accept). */
export interface AcceptedVersions {
  terms: string;
  privacy: string;
}

/** Whether a signed-in person must see the terms again before their next order: they accepted another version, or none. */
export function mustAcceptAgain(accepted: Partial<AcceptedVersions> | null | undefined, current: AcceptedVersions): boolean {
  return accepted?.terms !== current.terms || accepted?.privacy !== current.privacy;
}
