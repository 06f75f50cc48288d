import { describe, expect, it } from 'vitest';
import { bookingErrors } from './add-to-cart.server.ts';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

const good = {
  form: 'booking',
  tourId: '1',
  duration: '4h',
  date: '2030-05-10',
  time: '10:00',
  adults: '2',
  children: '0',
  infants: '0',
  guideLanguage: 'fr',
  contactName: 'Ana Example',
  contactEmail: 'ana@example.com',
  contactPhone: '+33 6 12 34 56 78',
};

// The booking panel checks in the browser only what its fields' attributes say; its e-mail and
// phone rules are the cart contract's, here, answered at the panel's fields (decision 0015).
describe('the booking panel’s answer from the server', () => {
  it('takes a complete booking in the cart contract’s shape', () => {
    const checked = bookingErrors(good, t);
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.item.contact).toEqual({ name: 'Ana Example', email: 'ana@example.com', phone: '+33612345678' });
  });

  it('lists every required field left empty at its field', () => {
    const checked = bookingErrors({ ...good, date: '', guideLanguage: '', contactName: ' ', contactEmail: '', contactPhone: '' }, t);
    expect(checked.ok ? {} : checked.errors).toMatchObject({
      date: 'errors.field.required',
      guideLanguage: 'errors.field.required',
      contactName: 'errors.field.required',
      contactEmail: 'errors.field.required',
      contactPhone: 'errors.field.required',
    });
  });

  it('judges the e-mail and the phone by the contract, at their fields', () => {
    const checked = bookingErrors({ ...good, contactEmail: 'ana@', contactPhone: 'call me' }, t);
    expect(checked.ok ? {} : checked.errors).toEqual({ contactEmail: expect.stringMatching(/^errors\.field\.email\b/), contactPhone: expect.stringMatching(/^errors\.field\.phone\b/) });
  });

  it('refuses a number no country has, which a shape check let through', () => {
    const checked = bookingErrors({ ...good, contactPhone: '+999 1234 5678' }, t);
    expect(checked.ok ? {} : checked.errors).toEqual({ contactPhone: expect.stringMatching(/^errors\.field\.phone\b/) });
  });
});
