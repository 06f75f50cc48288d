import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import type { FormProblems } from './form-problems.ts';

interface FieldContext {
  /** Field ids are `${prefix}-${name}`: a page may hold an edit form and an add form. */
  prefix: string;
  errors: Readonly<Record<string, string>>;
  /** What was typed before the server answered (rendered again when the page has no script). */
  values: Readonly<Record<string, string>> | null;
}

const FieldsOf = createContext<FieldContext>({ prefix: 'field', errors: {}, values: null });

interface AccountFormProps {
  /** Names the form in its action's answer (FormProblems.form) and prefixes its field ids. */
  name: string;
  /** Sent as hidden fields: intent (what to do) and the id of the row it is about. */
  hidden?: Readonly<Record<string, string>>;
  /** The action's answer when it is about this form. */
  problems: FormProblems | null;
  /** Field → label, in the order of the form: the error summary names fields by them. */
  labels: Readonly<Record<string, string>>;
  submitLabel: string;
  /** The URL to post to; by default the page's path without its query (no ?done= carried into the answer). */
  action?: string;
  className?: string;
  /** Next to the submit button (a Cancel link). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A form of the account pages. Without JavaScript it is a plain POST answered by a redirect or by
 * the page with the errors; with it, required fields left empty are listed before anything is
 * sent (spec §5), and the server's answer arrives without a reload. Either way the errors come as
 * a summary at the top (links to the fields, focused) and a message under each field.
 */
export function AccountForm({ name, hidden = {}, problems, labels, submitLabel, action, className, extra, children }: AccountFormProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [missing, setMissing] = useState<Record<string, string> | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const errors = missing ?? problems?.errors ?? {};
  const message = missing ? undefined : problems?.message;
  const prefix = name.replace(/[^\w-]/g, '-');
  const pending =
    navigation.state !== 'idle' && Object.entries({ ...hidden, form: name }).every(([key, value]) => navigation.formData?.get(key) === value);

  // Each new list of problems moves the focus to the summary, which reads it out (role=alert).
  const shown = missing ?? problems;
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [shown]);

  // The browser's own checks of the fields' attributes (required, minlength, type=email), in our words;
  // the server checks everything again with the API's contract.
  function checkRequired(event: FormEvent<HTMLFormElement>) {
    const empty: Record<string, string> = {};
    for (const element of event.currentTarget.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || element.type === 'hidden') continue;
      // Fields of a choice not taken are hidden by the stylesheet (PayPal vs bank account): not asked for.
      if (element.getClientRects().length === 0) continue;
      if (element.required && element.value.trim() === '') empty[element.name] = t('errors.field.required');
      else if (element.validity.tooShort) empty[element.name] = t('errors.field.password_length');
      else if (element.validity.typeMismatch) empty[element.name] = t('errors.field.email');
    }
    if (Object.keys(empty).length > 0) {
      event.preventDefault();
      setMissing(empty);
    } else {
      setMissing(null);
    }
  }

  const listed = Object.keys(labels).filter((field) => errors[field]);
  const unlabelled = Object.keys(errors).filter((field) => !(field in labels));
  const count = listed.length + unlabelled.length;
  return (
    <Form method="post" action={action ?? pathname} noValidate className={className ?? 'account-form'} onSubmit={checkRequired}>
      <input type="hidden" name="form" value={name} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {count > 0 || message ? (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={`${prefix}-summary`}>
          <h2 id={`${prefix}-summary`} className="error-summary-title">
            {count > 0 ? t('accounts.form.summaryTitle', { count }) : message}
          </h2>
          {count > 0 && message ? <p>{message}</p> : null}
          {count > 0 ? (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${prefix}-${field}`}>
                    {labels[field]}: {errors[field]}
                  </a>
                </li>
              ))}
              {unlabelled.map((field) => (
                <li key={field}>{errors[field]}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <FieldsOf value={{ prefix, errors, values: problems?.values ?? null }}>{children}</FieldsOf>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={pending} aria-disabled={pending || undefined}>
          {pending ? t('account.form.saving') : submitLabel}
        </button>
        {extra}
      </div>
    </Form>
  );
}

interface FieldProps {
  name: string;
  label: string;
  defaultValue?: string | null | undefined;
  required?: boolean;
  hint?: string;
}

/** The ids and ARIA a field's control needs: its label, its hint and its error message. */
function useField(name: string, hint: string | undefined) {
  const { prefix, errors, values } = useContext(FieldsOf);
  const id = `${prefix}-${name}`;
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const help = (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
  return { id, error, values, control: { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }, help };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label className="field-label" htmlFor={htmlFor}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  spellCheck?: boolean;
  max?: string;
  minLength?: number;
}

export function TextField({ name, label, defaultValue, required, hint, type = 'text', autoComplete, inputMode, spellCheck, max, minLength }: TextFieldProps) {
  const { id, values, control, help } = useField(name, hint);
  // Passwords are never sent back: the field starts empty again.
  const value = type === 'password' ? undefined : (values?.[name] ?? defaultValue ?? '');
  return (
    <div className="form-field">
      <Label htmlFor={id} label={label} required={required} />
      <input
        {...control}
        className="input"
        type={type}
        defaultValue={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={spellCheck}
        max={max}
        minLength={minLength}
      />
      {help}
    </div>
  );
}

interface SelectFieldProps extends FieldProps {
  autoComplete?: string;
  /** The first, empty choice ('Not specified', 'Choose…'). */
  emptyLabel?: string;
  children: ReactNode;
}

export function SelectField({ name, label, defaultValue, required, hint, autoComplete, emptyLabel, children }: SelectFieldProps) {
  const { id, values, control, help } = useField(name, hint);
  return (
    <div className="form-field">
      <Label htmlFor={id} label={label} required={required} />
      <select {...control} className="select" defaultValue={values?.[name] ?? defaultValue ?? ''} required={required} autoComplete={autoComplete}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {children}
      </select>
      {help}
    </div>
  );
}

interface RadioGroupProps extends FieldProps {
  options: readonly { value: string; label: string }[];
}

/** Choices as radio buttons in a fieldset; the legend names the group, the error points at its first button. */
export function RadioGroup({ name, label, defaultValue, hint, options }: RadioGroupProps) {
  const { id, values, error, help } = useField(name, hint);
  const checked = values?.[name] ?? defaultValue ?? '';
  return (
    <fieldset className="form-field radio-group" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{label}</legend>
      <div className="radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="radio-option">
            <input type="radio" name={name} value={option.value} defaultChecked={checked === option.value} id={index === 0 ? id : undefined} />
            {option.label}
          </label>
        ))}
      </div>
      {help}
    </fieldset>
  );
}
