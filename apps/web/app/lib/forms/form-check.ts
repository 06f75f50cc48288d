import type { Translate } from '@cicerone/core/i18n/translate';
import { pickedFileProblem, uploads, type UploadKind } from '@cicerone/core/uploads';
import type { FormErrors } from './form-problems.ts';

/**
 * The browser's own checks of the fields' attributes (required, type=email, minlength/maxlength,
 * pattern, min/max) plus the "same as" confirmations and the upload rule, in our words, so the list
 * of problems shows before anything is sent (spec §5). Nothing else is checked here: every real
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
    const fileProblem = element instanceof HTMLInputElement ? checkFile(element, t) : null;
    if (validity.valueMissing || (element.required && blank)) errors[element.name] = t('errors.field.required');
    else if (validity.typeMismatch) errors[element.name] = t('errors.field.email');
    else if (validity.tooShort || validity.tooLong) errors[element.name] = t(dataset['lengthMessage'] ?? 'errors.field.too_long');
    // A pattern, min or max is a shape the field shows (a card's expiry MM/YY), not a rule: that stays with the server.
    else if (validity.patternMismatch || validity.rangeUnderflow || validity.rangeOverflow) errors[element.name] = t('accounts.form.invalidValue');
    else if (fileProblem) errors[element.name] = fileProblem;
    else if (dataset['sameAs']) {
      const other = form.elements.namedItem(dataset['sameAs']);
      // Addresses compare as the server stores them: trimmed, in lower case.
      const comparable = (value: string) => (element.type === 'email' ? value.trim().toLowerCase() : value);
      if (other instanceof HTMLInputElement && comparable(other.value) !== comparable(element.value)) {
        errors[element.name] = t(dataset['mismatchMessage'] ?? 'accounts.form.invalidValue');
      }
    }
  }
  return errors;
}

const isUploadKind = (kind: string | undefined): kind is UploadKind => kind !== undefined && Object.hasOwn(uploads, kind);

/**
 * A file field's problem by the upload rule its `data-upload` names (packages/core/src/uploads.ts):
 * a file too large or of a kind not taken is refused when it is picked, before a byte is sent.
 */
export function checkFile(input: HTMLInputElement, t: Translate): string | null {
  const kind = input.dataset['upload'];
  if (input.type !== 'file' || !isUploadKind(kind)) return null;
  for (const file of Array.from(input.files ?? [])) {
    const problem = pickedFileProblem(kind, file);
    if (problem) return t(`errors.${problem}`);
  }
  return null;
}
