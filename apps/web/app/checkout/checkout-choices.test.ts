import { describe, expect, it } from 'vitest';
import { checkoutChoices } from './checkout-choices.ts';

describe('the checkout’s options', () => {
  it('reads choices, never amounts: coins typed in EUR become EUR cents, anything odd is nothing', () => {
    const form = new URLSearchParams({ code: ' AGENT10 ', coins: '12.5', method: 'bank_transfer', total: '1' });
    expect(checkoutChoices(form)).toEqual({ code: 'AGENT10', coins: 1250, useMax: false, method: 'bank_transfer' });
    expect(checkoutChoices(new URLSearchParams({ coins: '-3', method: 'cash', useMax: 'on' }))).toEqual({ code: '', coins: 0, useMax: true, method: 'card' });
  });
});
