import { createContext, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { ErrorSummary, type ShownProblems } from './error-summary.tsx';
import { checkForm, ownProblem } from './form-check.ts';
import type { FormErrors, FormProblems } from './form-problems.ts';
import './forms.css';

/** Which labels carry a mark: the required fields' (' *', the account pages) or the optional ones' ('(optional)', login and sign-up). */
export type LabelMarks = 'required' | 'optional';

export interface FieldContext {
  /** Field ids are `${prefix}-${name}`: a page may hold an edit form and an add form. */
  prefix: string;
  errors: Readonly<FormErrors>;
  /** What was typed before the server answered (rendered again when the page has no script). */
  values: Readonly<Record<string, string>> | null;
  marks: LabelMarks;
}

export const FieldsOf = createContext<FieldContext>({ prefix: 'field', errors: {}, values: null, marks: 'required' });

interface SiteFormProps {
  /** Names the form in its action's answer (FormProblems.form) and prefixes its field ids. */
  name: string;
  /** Sent as hidden fields: intent (what to do), the id of the row it is about, the page to go back to. */
  hidden?: Readonly<Record<string, string>>;
  /** The action's answer when it is about this form. */
  problems: FormProblems | null;
  /** Field → label, in the order of the form: the error summary names fields by them. */
  labels: Readonly<Record<string, string>>;
  submitLabel: string;
  /** The submit button's accessible name when its text is shared by several forms of a page ('Save the texts of photo 2'). */
  submitName?: string;
  /** The submit button's text while the form is sent; 'Saving…' by default. */
  pendingLabel?: string;
  /** The URL to post to; by default the page's own, query included (?type=business, ?edit=…). */
  action?: string;
  className?: string;
  /** The form's own id (an anchor: the booking panel's month links come back to it) and its heading's id. */
  id?: string;
  labelledBy?: string;
  /** Above the error summary: the form's heading (and what it shows live, the booking panel's price). */
  heading?: ReactNode;
  /** Stay where the page is after sending (the tour page's panel sits far down the page). */
  preventScrollReset?: boolean;
  marks?: LabelMarks;
  /** Next to the submit button (a Cancel link). */
  extra?: ReactNode;
  /** 'multipart/form-data' for a form that sends a file. */
  encType?: 'multipart/form-data';
  children: ReactNode;
}

/**
 * Every form of the site that asks for something (docs/decisions/0015-one-form-pattern.md).
 * Without JavaScript it is a plain POST answered by a redirect or by the page with the problems;
 * with it, what the fields' own attributes say is checked before anything is sent (requirements §rules.validation), and
 * the server's answer — every real rule, checked with the shared contract — arrives without a
 * reload. Either way the problems come as one summary at the top (links to the fields, focused)
 * and a message under each field.
 */
export function SiteForm({ name, hidden = {}, problems, labels, submitLabel, submitName, pendingLabel, action, className, id, labelledBy, heading, preventScrollReset, marks = 'required', extra, encType, children }: SiteFormProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [found, setFound] = useState<FormErrors | null>(null);
  const shown = useMemo<ShownProblems | null>(() => (found ? { errors: found } : problems), [found, problems]);
  const errors = shown?.errors ?? {};
  const prefix = name.replace(/[^\w-]/g, '-');
  // This form's submission, not another form's of the same page; until the next page is there.
  const pending =
    navigation.state !== 'idle' && Object.entries({ ...hidden, form: name }).every(([key, value]) => navigation.formData?.get(key) === value);

  function check(event: FormEvent<HTMLFormElement>) {
    // A button marked formnovalidate (a stepper's Back) sends what is there, checked or not: the browser's own rule.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) {
      setFound(null);
      return;
    }
    const problemsFound = checkForm(event.currentTarget, t);
    if (Object.keys(problemsFound).length > 0) {
      event.preventDefault();
      setFound(problemsFound);
    } else {
      setFound(null);
    }
  }

  // A file is judged as soon as it is picked (too large, not a kind taken; file-field.tsx): no waiting for an upload to be refused.
  function checkPicked(event: FormEvent<HTMLFormElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
    const problem = ownProblem(input);
    setFound((current) => {
      const { [input.name]: _previous, ...others } = current ?? {};
      const next = problem ? { ...others, [input.name]: problem } : others;
      return Object.keys(next).length > 0 ? next : null;
    });
  }

  return (
    <Form
      method="post"
      action={action}
      encType={encType}
      noValidate
      className={className ?? 'site-form'}
      id={id}
      aria-labelledby={labelledBy}
      preventScrollReset={preventScrollReset}
      onSubmit={check}
      onChange={checkPicked}
    >
      <input type="hidden" name="form" value={name} />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {heading}
      <ErrorSummary prefix={prefix} labels={labels} problems={shown} />
      <FieldsOf value={{ prefix, errors, values: problems?.values ?? null, marks }}>{children}</FieldsOf>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={pending} aria-disabled={pending || undefined} aria-label={pending ? undefined : submitName}>
          {pending ? (pendingLabel ?? t('forms.saving')) : submitLabel}
        </button>
        {extra}
      </div>
    </Form>
  );
}
