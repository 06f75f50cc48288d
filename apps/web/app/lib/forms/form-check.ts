import type { Translate } from '@cicerone/core/i18n/translate';
import type { FormErrors } from './form-problems.ts';

/**
 * The browser's own checks of the fields' attributes (required, type=email, minlength/maxlength,
 * pattern, min/max) plus the "same as" confirmations and what a field judged itself (a picked
 * file against its upload rule, file-field.tsx), in our words, so the list
 * of problems shows before anything is sent (requirements §rules.validation). Nothing else is checked here: every real
 * rule (a phone number, a day, a group) is the server's, with the shared contract
 * (docs/decisions/0015-one-form-pattern.md).
 */
export function checkForm(form: HTMLFormElement, t: Translate): FormErrors {
  const errors: FormErrors = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) || !element.name || element.type === 'hidden' || element.disabled) continue;
    // Fields of a choice not taken are hidden by the stylesheet (PayPal vs bank account): not asked for.
    if (element.getClientRects().length === 0) continue;
    const { validity, dataset } = element;
    // Spaces alone are no answer, except in a password, which keeps them.
    const blank = element.type === 'password' ? element.value === '' : element.value.trim() === '';
    if (validity.valueMissing || (element.required && blank)) errors[element.name] = t('errors.field.required');
    else if (validity.typeMismatch) errors[element.name] = t('errors.field.email');
    else if (validity.tooShort || validity.tooLong) errors[element.name] = t(dataset['lengthMessage'] ?? 'errors.field.too_long');
    // A pattern, min or max is a shape the field shows (a card's expiry MM/YY), not a rule: that stays with the server.
    else if (validity.patternMismatch || validity.rangeUnderflow || validity.rangeOverflow) errors[element.name] = t('forms.invalidValue');
    else if (validity.customError) errors[element.name] = element.validationMessage;
    else if (dataset['sameAs']) {
      const other = form.elements.namedItem(dataset['sameAs']);
      // Addresses compare as the server stores them: trimmed, in lower case.
      const comparable = (value: string) => (element.type === 'email' ? value.trim().toLowerCase() : value);
      if (other instanceof HTMLInputElement && comparable(other.value) !== comparable(element.value)) {
        errors[element.name] = t(dataset['mismatchMessage'] ?? 'forms.invalidValue');
      }
    }
  }
  return errors;
}

/** The problem a field found with itself when it changed (a picked file, file-field.tsx), or null. */
export function ownProblem(element: HTMLInputElement): string | null {
  return element.validity.customError ? element.validationMessage : null;
}
