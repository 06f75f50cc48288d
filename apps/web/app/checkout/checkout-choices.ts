/** The checkout's options as the page sends them (query or form): never an amount, only choices the server prices. */
export interface CheckoutChoices {
  code: string;
  /** EUR cents of coins asked for (the ledger's unit). */
  coins: number;
  useMax: boolean;
  method: 'card' | 'bank_transfer';
}

export function checkoutChoices(source: { get(name: string): FormDataEntryValue | null }): CheckoutChoices {
  const text = (name: string) => {
    const value = source.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const coins = Number(text('coins') || '0');
  return {
    code: text('code').slice(0, 40),
    coins: Number.isFinite(coins) && coins > 0 ? Math.round(coins * 100) : 0,
    useMax: text('useMax') === 'on' || text('useMax') === 'true',
    method: text('method') === 'bank_transfer' ? 'bank_transfer' : 'card',
  };
}
