// What the four steps of the gift-card purchase (requirements §screens.gift-cards) carry from one step to the next. Browser
// and server share the names; the server alone judges the values (purchase-page.server.ts).

/** The steps, in order: amount, occasion, the card's people and send time, review and pay. */
export const purchaseSteps = ['amount', 'occasion', 'details', 'review'] as const;
export type PurchaseStep = (typeof purchaseSteps)[number];

/**
 * Every field the purchase asks for, by step. Each step's form sends the fields of the others as
 * hidden inputs, so Back and Next keep everything: nothing is stored before the order.
 */
export const draftFieldsOf = {
  amount: ['amountChoice', 'customAmount'],
  occasion: ['occasion'],
  details: ['recipientName', 'recipientEmail', 'buyerEmail', 'senderFirstName', 'senderLastName', 'message', 'sendWhen', 'sendDay', 'sendTime', 'timeZone'],
  review: ['paymentMethod'],
} as const satisfies Record<PurchaseStep, readonly string[]>;

export type DraftField = (typeof draftFieldsOf)[PurchaseStep][number];
export type Draft = Partial<Record<DraftField, string>>;
export const draftFields: readonly DraftField[] = purchaseSteps.flatMap((step) => draftFieldsOf[step]);

/** The form's name in its action's answer, one per step (the error summary's field ids follow it). */
export const purchaseForm = (step: PurchaseStep) => `gift-${step}`;

/** The 'other amount' choice of step 1; the others are suggested amounts in minor units. */
export const otherAmount = 'other';

/** The draft's fields other than `step`'s, for its form's hidden inputs. */
export function carriedFields(draft: Draft, step: PurchaseStep): Record<string, string> {
  const own = new Set<string>(draftFieldsOf[step]);
  return Object.fromEntries(draftFields.filter((name) => !own.has(name) && draft[name] !== undefined).map((name) => [name, draft[name] ?? '']));
}

/** The draft out of posted values or a query string, known fields only. */
export function draftOf(values: { get(name: string): string | null } | Readonly<Record<string, string | undefined>>): Draft {
  const read = (name: string) => ('get' in values && typeof values.get === 'function' ? (values.get(name) ?? undefined) : (values as Record<string, string | undefined>)[name]);
  const draft: Draft = {};
  for (const name of draftFields) {
    const value = read(name);
    if (typeof value === 'string') draft[name] = value.slice(0, 2000);
  }
  return draft;
}
