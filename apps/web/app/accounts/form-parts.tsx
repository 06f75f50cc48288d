import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import type { Translate } from '@cicerone/core/i18n/translate';
import type { FormErrors } from './form-state.ts';

const noSubscription = () => () => undefined;
const noErrors: FormErrors = {};

/** False on the server and while hydrating, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The browser's own checks (required, type=email, minlength) plus "same as" confirmations, turned
 * into our translated messages, so the list of problems shows before anything is sent (spec §5).
 * The rules stay in the inputs' attributes; the server checks everything again with the contract.
 */
function checkForm(form: HTMLFormElement, t: Translate): FormErrors {
  const errors: FormErrors = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name || element.type === 'hidden' || element.disabled) continue;
    const { validity, dataset } = element;
    if (validity.valueMissing) errors[element.name] = t('errors.field.required');
    else if (validity.typeMismatch) errors[element.name] = t('errors.field.email');
    else if (validity.tooShort || validity.tooLong) errors[element.name] = t(dataset['lengthMessage'] ?? 'errors.field.too_long');
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

/**
 * State of an account form: the server's messages (after a submission) or the browser's (before
 * one), the submit handler that checks first, and the error summary to focus when problems show.
 */
export function useAccountForm(serverErrors: FormErrors | undefined) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const shown = clientErrors ?? serverErrors;
  const errors = shown ?? noErrors;

  // Each new list of problems takes the focus, so it is read out and the first link is one Tab away.
  useEffect(() => {
    if (shown && Object.keys(shown).length > 0) summaryRef.current?.focus();
  }, [shown]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = checkForm(event.currentTarget, t);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
    } else {
      setClientErrors(null);
    }
  }
  // Without JavaScript the browser's own bubbles check the form; with it, our summary does.
  return { errors, summaryRef, formProps: { noValidate: hydrated, onSubmit } };
}

export interface FieldLabel {
  name: string;
  label: string;
}

/** "Please correct 2 fields": each a link to its field, plus the form's own error; announced and focused. */
export function ErrorSummary({ errors, fields, idPrefix, summaryRef, help }: {
  errors: FormErrors;
  fields: readonly FieldLabel[];
  idPrefix: string;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  /** A way out shown under the form's error (a link). */
  help?: ReactNode;
}) {
  const { t } = useI18n();
  const invalid = fields.filter((field) => errors[field.name]);
  if (invalid.length === 0 && !errors['form']) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      {errors['form'] ? <p className="error-summary-form">{errors['form']}</p> : null}
      {help ? <p>{help}</p> : null}
      {invalid.length > 0 ? (
        <>
          <p className="error-summary-title">{t('accounts.form.summaryTitle', { count: invalid.length })}</p>
          <ul>
            {invalid.map((field) => (
              <li key={field.name}>
                <a
                  href={`#${idPrefix}-${field.name}`}
                  onClick={(event) => {
                    const input = document.getElementById(`${idPrefix}-${field.name}`);
                    if (!input) return;
                    event.preventDefault();
                    input.focus();
                  }}
                >
                  {field.label}: {errors[field.name]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  idPrefix: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  /** Another field this one must repeat (confirmations), and the message when it does not. */
  sameAs?: { name: string; messageKey: string };
  /** The message key for a value shorter than minLength. */
  lengthMessage?: string;
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function TextField({ idPrefix, name, label, error, hint, optional, sameAs, lengthMessage, type = 'text', ...input }: TextFieldProps) {
  const { t } = useI18n();
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
        {optional ? <span className="field-optional"> {t('accounts.form.optional')}</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-same-as={sameAs?.name}
        data-mismatch-message={sameAs?.messageKey}
        data-length-message={lengthMessage}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  idPrefix: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ('Choose…'): the field is required, so it is never a valid answer. */
  placeholder: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
  required?: boolean;
}

export function SelectField({ idPrefix, name, label, options, placeholder, defaultValue, error, required }: SelectFieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="select"
        defaultValue={defaultValue ?? ''}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's submit button: says it is working and refuses a second click meanwhile. */
export function SubmitButton({ label, pendingLabel, className = 'button button-primary' }: { label: string; pendingLabel: string; className?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  return (
    <button type="submit" className={className} disabled={pending} aria-disabled={pending || undefined}>
      {pending ? pendingLabel : label}
    </button>
  );
}
