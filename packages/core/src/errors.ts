/**
 * Every failure a user can meet has a code; the code names the message key
 * `errors.<code>` that the API and the pages show in the request's language.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  invalid_token: 401,
  site_password_required: 401,
  forbidden: 403,
  csrf_rejected: 403,
  user_not_found: 404,
  not_found: 404,
  route_not_found: 404,
  currency_not_found: 404,
  tour_not_found: 404,
  city_not_found: 404,
  country_not_found: 404,
  continent_not_found: 404,
  content_not_found: 404,
  address_not_found: 404,
  payout_method_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  guide_business_refused: 409,
  email_not_verified: 409,
  business_not_pending: 409,
  link_invalid: 400,
  wrong_password: 400,
  invalid_country: 400,
  invalid_currency: 400,
  invalid_iban: 400,
  invalid_bic: 400,
  iban_country_mismatch: 400,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly values: Record<string, string | number> | undefined;

  constructor(code: ErrorCode, values?: Record<string, string | number>, options?: ErrorOptions) {
    super(code, options);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.values = values;
  }
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorStatus, value);
}
