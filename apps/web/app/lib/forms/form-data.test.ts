import { describe, expect, it } from 'vitest';
import { AppError } from '@cicerone/core/errors';
import { accountUpdateBody } from '@cicerone/core/contracts/account-profile';
import { changePasswordBody, loginBody } from '@cicerone/core/contracts/accounts';
import { invalid, parseForm, refused } from './form-data.server.ts';
import { problemsFor } from './form-problems.ts';

/** Shows the key and its values, so the tests read which message was chosen. */
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('parseForm', () => {
  it('names each invalid field once, with the contract’s message key translated', () => {
    const parsed = parseForm(accountUpdateBody, { firstName: ' ', phone: '12', birthDate: '1800-01-01' }, t);
    expect(parsed).toEqual({
      ok: false,
      errors: {
        firstName: 'errors.field.required',
        // The contract's key, told which field it is about in the reader's words (its form's label).
        phone: 'errors.field.phone {"field":"account.profile.phone"}',
        birthDate: 'errors.field.birth_date {"field":"account.profile.birthDate"}',
      },
    });
  });

  it('says "required" for an empty field, whatever the contract says of an empty value', () => {
    expect(parseForm(changePasswordBody, { currentPassword: '', password: 'long-enough-1', confirmPassword: 'long-enough-1' }, t)).toEqual({
      ok: false,
      errors: { currentPassword: 'errors.field.required' },
    });
    expect(parseForm(loginBody, { email: '', password: 'x' }, t)).toEqual({ ok: false, errors: { email: 'errors.field.required' } });
  });

  it('asks for the fields the form requires although the API does not, and gives the data when all is well', () => {
    const body = { currentPassword: 'old-password', password: 'long-enough-1' };
    expect(parseForm(changePasswordBody, body, t, ['confirmPassword'])).toEqual({ ok: false, errors: { confirmPassword: 'errors.field.required' } });
    expect(parseForm(changePasswordBody, body, t)).toEqual({ ok: true, data: body });
  });
});

describe('invalid', () => {
  it('answers 400 with the messages, and never sends a password back', () => {
    const answer = invalid('sign-up', { email: 'a@b.c', password: 'secret-1', confirmPassword: 'secret-1', currentPassword: 'old' }, { email: 'x' });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ form: 'sign-up', values: { email: 'a@b.c' }, errors: { email: 'x' } });
  });
});

describe('refused', () => {
  it('puts a refusal that names a field at that field, with its status', () => {
    const answer = refused(new AppError('wrong_password'), 'password', {}, t, { fieldOf: { wrong_password: 'currentPassword' } });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ form: 'password', values: {}, errors: { currentPassword: 'errors.wrong_password' } });
  });

  it('reads the field of validation_failed (a business account’s emptied field) as required', () => {
    const answer = refused(new AppError('validation_failed', { field: 'vatNumber' }), 'profile', { vatNumber: '' }, t);
    expect(answer.data.errors).toEqual({ vatNumber: 'errors.field.required' });
  });

  it('shows any other refusal above the form with its way out', () => {
    const answer = refused(new AppError('email_taken'), 'sign-up', {}, t, { help: { email_taken: 'login' } });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({ form: 'sign-up', values: {}, errors: {}, message: 'errors.email_taken', help: 'login' });
    expect(refused(new AppError('too_many_requests', { seconds: 30 }), 'add', {}, t).data).toMatchObject({ errors: {}, message: 'errors.too_many_requests {"seconds":30}' });
  });

  it('rethrows what is not an application error, and the server’s own failures', () => {
    expect(() => refused(new Error('database down'), 'add', {}, t)).toThrow('database down');
    expect(() => refused(new AppError('service_unavailable'), 'add', {}, t)).toThrow(AppError);
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
