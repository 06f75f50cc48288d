import { describe, expect, it } from 'vitest';
import { AppError } from '@cicerone/core/errors';
import { accountUpdateBody } from '@cicerone/core/contracts/account-profile';
import { changePasswordBody } from '@cicerone/core/contracts/accounts';
import { fieldErrors, serviceProblems } from './account-page.server.ts';
import { problemsFor } from './form-problems.ts';
import { groupedIban } from './iban.ts';
import { nativeLanguageOptions } from './native-languages.server.ts';

/** Shows the key and its values, so the tests read which message was chosen. */
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('fieldErrors', () => {
  it('names each invalid field once, with the contract’s message key translated', () => {
    const values = { firstName: ' ', phone: '12', birthDate: '1800-01-01' };
    const parsed = accountUpdateBody.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!, values, t)).toEqual({
      firstName: 'errors.field.required',
      phone: 'errors.field.phone',
      birthDate: 'errors.field.birth_date',
    });
  });

  it('says "required" for an empty field whose schema has no message of its own', () => {
    const values = { currentPassword: '', password: 'long-enough-1', confirmPassword: 'long-enough-1' };
    const parsed = changePasswordBody.safeParse(values);
    expect(fieldErrors(parsed.error!, values, t)).toEqual({ currentPassword: 'errors.field.required' });
  });
});

describe('serviceProblems', () => {
  it('puts a refusal that names a field at that field', async () => {
    const answer = serviceProblems(new AppError('wrong_password'), 'password', {}, t, { wrong_password: 'currentPassword' });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ form: 'password', values: {}, errors: { currentPassword: 'errors.wrong_password' } });
  });

  it('reads the field of validation_failed (a business account’s emptied field) as required', () => {
    const answer = serviceProblems(new AppError('validation_failed', { field: 'vatNumber' }), 'profile', { vatNumber: '' }, t);
    expect(answer.data.errors).toEqual({ vatNumber: 'errors.field.required' });
  });

  it('shows any other refusal above the form, and rethrows what is not an application error', () => {
    const answer = serviceProblems(new AppError('too_many_requests', { seconds: 30 }), 'add', {}, t);
    expect(answer.data).toMatchObject({ errors: {}, message: 'errors.too_many_requests {"seconds":30}' });
    expect(() => serviceProblems(new Error('database down'), 'add', {}, t)).toThrow('database down');
  });
});

describe('problemsFor', () => {
  it('gives a form only the answer about it', () => {
    const answer = { form: 'edit:1', values: {}, errors: { zip: 'x' } };
    expect(problemsFor(answer, 'edit:1')).toBe(answer);
    expect(problemsFor(answer, 'add')).toBeNull();
    expect(problemsFor(undefined, 'add')).toBeNull();
  });
});

describe('groupedIban', () => {
  it('groups an IBAN by four for reading', () => {
    expect(groupedIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupedIban('NO9386011117947')).toBe('NO93 8601 1117 947');
  });
});

describe('nativeLanguageOptions', () => {
  it('lists the site’s seven languages first, named in the reader’s language and in their own', () => {
    const { site, others } = nativeLanguageOptions('fr_FR', null);
    expect(site.map((option) => option.value)).toEqual(['en_US', 'fr_FR', 'de_DE', 'es_ES', 'it_IT', 'ru_RU', 'ja_JP']);
    expect(site[2]).toEqual({ value: 'de_DE', label: 'allemand — Deutsch' });
    expect(site[1]).toEqual({ value: 'fr_FR', label: 'français' });
    expect(others.some((option) => option.value === 'en')).toBe(false);
    expect(others.find((option) => option.value === 'pt')?.label).toMatch(/^portugais — português/);
  });

  it('keeps a value set through the API that the list does not offer', () => {
    const { others } = nativeLanguageOptions('en_US', 'qu');
    expect(others.some((option) => option.value === 'qu')).toBe(true);
  });
});
