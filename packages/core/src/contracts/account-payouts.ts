import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { needsAccountNumber, needsBic, needsRoutingNumber, normalizeBic, normalizeIban, usesIban } from '../accounts/bank-details.ts';
import { emailField } from './accounts.ts';
import { countryCodeField, currencyCodeField, optionalText, requiredText } from './account-fields.ts';

export const payoutKinds = ['paypal', 'bank_account'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

const paypalBody = z.strictObject({
  kind: z.literal('paypal'),
  paypalEmail: emailField,
  currency: currencyCodeField.optional(),
});

const bankAccountBody = z.strictObject({
  kind: z.literal('bank_account'),
  accountHolder: requiredText(120),
  bankCountry: countryCodeField,
  bankName: requiredText(120),
  /** Spaces and dashes allowed ('DE89 3704 0044 …'); stored in electronic form. */
  iban: optionalText(50).transform((value) => (value ? normalizeIban(value) : null)),
  /** Outside the IBAN registry the account is named by its number (letters, digits, spaces, dashes). */
  accountNumber: optionalText(34).transform((value) => (value ? value.replace(/[\s-]/g, '').toUpperCase() : null)),
  swiftBic: optionalText(20).transform((value) => (value ? normalizeBic(value) : null)),
  routingNumber: optionalText(30),
  branchCode: optionalText(30),
  bankCode: optionalText(30),
  currency: currencyCodeField,
});

/**
 * POST /api/user/bank-account and PUT /api/me/bank-account/{id}: a PayPal address or a bank
 * account, told apart by `kind`. Which bank fields are required follows the bank's country
 * (accounts/bank-details.ts); whether the IBAN and BIC are real is checked by the service,
 * which answers invalid_iban, invalid_bic or iban_country_mismatch.
 */
export const payoutMethodBody = z.discriminatedUnion('kind', [paypalBody, bankAccountBody]).superRefine((body, context) => {
  if (body.kind !== 'bank_account') return;
  const required = (field: 'iban' | 'accountNumber' | 'swiftBic' | 'routingNumber') => context.addIssue({ code: 'custom', path: [field], message: 'errors.field.required' });
  if (usesIban(body.bankCountry) && !body.iban) required('iban');
  if (needsAccountNumber(body.bankCountry) && !body.accountNumber) required('accountNumber');
  if (body.accountNumber && !/^[A-Z0-9]{4,34}$/.test(body.accountNumber)) context.addIssue({ code: 'custom', path: ['accountNumber'], message: 'errors.field.account_number' });
  if (needsBic(body.bankCountry) && !body.swiftBic) required('swiftBic');
  if (needsRoutingNumber(body.bankCountry)) {
    if (!body.routingNumber) required('routingNumber');
    else if (!/^\d{9}$/.test(body.routingNumber)) context.addIssue({ code: 'custom', path: ['routingNumber'], message: 'errors.field.routing_number' });
  }
});
export type PayoutMethodInput = z.infer<typeof payoutMethodBody>;

/** A payout method as the API returns it (requirements §screens.account payout methods); fields of the other kind are null. */
export const payoutMethodSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(payoutKinds),
    isPrimary: z.boolean(),
    paypalEmail: z.string().nullable(),
    accountHolder: z.string().nullable(),
    bankCountry: z.string().nullable(),
    bankName: z.string().nullable(),
    iban: z.string().nullable(),
    accountNumber: z.string().nullable(),
    swiftBic: z.string().nullable(),
    routingNumber: z.string().nullable(),
    branchCode: z.string().nullable(),
    bankCode: z.string().nullable(),
    currency: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'PayoutMethod' });
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const payoutMethodIdParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });
