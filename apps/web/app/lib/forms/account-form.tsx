import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode, type RefObject, type TextareaHTMLAttributes } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSitePath } from '../../site/site-data.ts';
import { checkFile, checkForm } from './form-check.ts';
import type { FormErrors, FormHelp, FormProblems } from './form-problems.ts';
import './forms.css';

/** Which labels carry a mark: the required fields' (' *', the account pages) or the optional ones' ('(optional)', login and sign-up). */
type LabelMarks = 'required' | 'optional';

interface FieldContext {
  /** Field ids are `${prefix}-${name}`: a page may hold an edit form and an add form. */
  prefix: string;
  errors: Readonly<FormErrors>;
  /** What was typed before the server answered (rendered again when the page has no script). */
  values: Readonly<Record<string, string>> | null;
  marks: LabelMarks;
}

const FieldsOf = createContext<FieldContext>({ prefix: 'field', errors: {}, values: null, marks: 'required' });

interface AccountFormProps {
  /** Names the form in its action's answer (FormProblems.form) and prefixes its field ids. */
  name: string;
  /** Sent as hidden fields: intent (what to do), the id of the row it is about, the page to go back to. */
  hidden?: Readonly<Record<string, string>>;
  /** The action's answer when it is about this form. */
  problems: FormProblems | null;
  /** Field → label, in the order of the form: the error summary names fields by them. */
  labels: Readonly<Record<string, string>>;
  submitLabel: string;
  /** The submit button's text while the form is sent; 'Saving…' by default. */
  pendingLabel?: string;
  /** The URL to post to; by default the page's own, query included (?type=business, ?edit=…). */
  action?: string;
  className?: string;
  marks?: LabelMarks;
  /** Next to the submit button (a Cancel link). */
  extra?: ReactNode;
  /** 'multipart/form-data' for a form that sends a file. */
  encType?: 'multipart/form-data';
  children: ReactNode;
}

/**
 * A form of the accounts pages. Without JavaScript it is a plain POST answered by a redirect or by
 * the page with the problems; with it, the fields' own rules are checked before anything is sent
 * (spec §5), and the server's answer arrives without a reload. Either way the problems come as a
 * summary at the top (links to the fields, focused) and a message under each field.
 */
export function AccountForm({ name, hidden = {}, problems, labels, submitLabel, pendingLabel, action, className, marks = 'required', extra, encType, children }: AccountFormProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [found, setFound] = useState<FormErrors | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const errors = found ?? problems?.errors ?? {};
  const prefix = name.replace(/[^\w-]/g, '-');
  // This form's submission, not another form's of the same page; until the next page is there.
  const pending =
    navigation.state !== 'idle' && Object.entries({ ...hidden, form: name }).every(([key, value]) => navigation.formData?.get(key) === value);

  // Each new list of problems moves the focus to the summary, which reads it out (role=alert).
  const shown = found ?? problems;
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [shown]);

  function check(event: FormEvent<HTMLFormElement>) {
    const problemsFound = checkForm(event.currentTarget, t);
    if (Object.keys(problemsFound).length > 0) {
      event.preventDefault();
      setFound(problemsFound);
    } else {
      setFound(null);
    }
  }

  // A file is judged as soon as it is picked (too large, not a kind taken): no waiting for an upload to be refused.
  function checkPicked(event: FormEvent<HTMLFormElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
    const problem = checkFile(input, t);
    setFound((current) => {
      const { [input.name]: _previous, ...others } = current ?? {};
      const next = problem ? { ...others, [input.name]: problem } : others;
      return Object.keys(next).length > 0 ? next : null;
    });
  }

  return (
    <Form method="post" action={action} encType={encType} noValidate className={className ?? 'account-form'} onSubmit={check} onChange={checkPicked}>
      <input type="hidden" name="form" value={name} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <ErrorSummary
        prefix={prefix}
        labels={labels}
        errors={errors}
        message={found ? undefined : problems?.message}
        help={found ? undefined : problems?.help}
        summaryRef={summary}
      />
      <FieldsOf value={{ prefix, errors, values: problems?.values ?? null, marks }}>{children}</FieldsOf>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={pending} aria-disabled={pending || undefined}>
          {pending ? (pendingLabel ?? t('account.form.saving')) : submitLabel}
        </button>
        {extra}
      </div>
    </Form>
  );
}

const helpLinks: Record<FormHelp, { path: string; label: string }> = {
  recruitment: { path: '/recruitment', label: 'auth.signUp.guideRefusedLink' },
  login: { path: '/login', label: 'auth.signUp.login' },
  'forgot-password': { path: '/forgot-password', label: 'auth.reset.askAgain' },
};

interface ErrorSummaryProps {
  prefix: string;
  labels: Readonly<Record<string, string>>;
  errors: Readonly<FormErrors>;
  message: string | undefined;
  help: FormHelp | undefined;
  summaryRef: RefObject<HTMLDivElement | null>;
}

/** "Please correct these 2 fields": each a link to its field, and the form's own message with its way out. */
function ErrorSummary({ prefix, labels, errors, message, help, summaryRef }: ErrorSummaryProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const listed = Object.keys(labels).filter((field) => errors[field]);
  const unlabelled = Object.keys(errors).filter((field) => !(field in labels));
  const count = listed.length + unlabelled.length;
  if (count === 0 && !message) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${prefix}-summary`}>
      <h2 id={`${prefix}-summary`} className="error-summary-title">
        {count > 0 ? t('accounts.form.summaryTitle', { count }) : message}
      </h2>
      {count > 0 && message ? <p>{message}</p> : null}
      {help ? (
        <p>
          <Link to={sitePath(helpLinks[help].path)}>{t(helpLinks[help].label)}</Link>
        </p>
      ) : null}
      {count > 0 ? (
        <ul>
          {listed.map((field) => (
            <li key={field}>
              <a
                href={`#${prefix}-${field}`}
                onClick={(event) => {
                  // Following the link scrolls to the field; this also puts the cursor in it.
                  const input = document.getElementById(`${prefix}-${field}`);
                  if (!input) return;
                  event.preventDefault();
                  input.focus();
                }}
              >
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
  );
}

/** The ids and ARIA a field's control needs: its label, its hint and its error message. */
function useField(name: string, hint: string | undefined) {
  const { prefix, errors, values, marks } = useContext(FieldsOf);
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
  return { id, error, values, marks, control: { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }, help };
}

function Label({ htmlFor, label, required, marks }: { htmlFor: string; label: string; required: boolean | undefined; marks: LabelMarks }) {
  const { t } = useI18n();
  return (
    <label className="field-label" htmlFor={htmlFor}>
      {label}
      {marks === 'required' && required ? <span aria-hidden="true"> *</span> : null}
      {marks === 'optional' && !required ? <span className="field-optional"> {t('accounts.form.optional')}</span> : null}
    </label>
  );
}

interface FieldProps {
  name: string;
  label: string;
  defaultValue?: string | null | undefined;
  required?: boolean;
  hint?: string;
}

interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps | 'id' | 'type' | 'className'> {
  type?: 'text' | 'email' | 'tel' | 'date' | 'password' | 'file';
  /** Another field this one must repeat (confirmations), and the message when it does not. */
  sameAs?: { name: string; messageKey: string };
  /** The message key for a value shorter than minLength (or longer than maxLength). */
  lengthMessage?: string;
}

export function TextField({ name, label, defaultValue, required, hint, type = 'text', sameAs, lengthMessage, ...input }: TextFieldProps) {
  const { id, values, marks, control, help } = useField(name, hint);
  // Passwords are never sent back, and a file cannot be: the field starts empty again.
  const value = type === 'password' || type === 'file' ? undefined : (values?.[name] ?? defaultValue ?? '');
  return (
    <div className="form-field">
      <Label htmlFor={id} label={label} required={required} marks={marks} />
      <input
        {...input}
        {...control}
        className="input"
        type={type}
        defaultValue={value}
        required={required}
        data-same-as={sameAs?.name}
        data-mismatch-message={sameAs?.messageKey}
        data-length-message={lengthMessage}
      />
      {help}
    </div>
  );
}

interface TextAreaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps | 'id' | 'className'> {
  /** The message key for a value shorter than minLength (or longer than maxLength). */
  lengthMessage?: string;
}

export function TextAreaField({ name, label, defaultValue, required, hint, lengthMessage, rows = 4, ...textarea }: TextAreaFieldProps) {
  const { id, values, marks, control, help } = useField(name, hint);
  return (
    <div className="form-field">
      <Label htmlFor={id} label={label} required={required} marks={marks} />
      <textarea {...textarea} {...control} className="textarea" rows={rows} defaultValue={values?.[name] ?? defaultValue ?? ''} required={required} data-length-message={lengthMessage} />
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
  const { id, values, marks, control, help } = useField(name, hint);
  return (
    <div className="form-field">
      <Label htmlFor={id} label={label} required={required} marks={marks} />
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
