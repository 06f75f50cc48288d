import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSitePath } from '../../site/site-data.ts';
import type { FormErrors, FormHelp } from './form-problems.ts';

const helpLinks: Record<FormHelp, { path: string; label: string }> = {
  recruitment: { path: '/recruitment', label: 'auth.signUp.guideRefusedLink' },
  login: { path: '/login', label: 'auth.signUp.login' },
  'forgot-password': { path: '/forgot-password', label: 'auth.reset.askAgain' },
};

/** A list of problems to show: the browser's (errors only) or the server's answer (FormProblems). */
export interface ShownProblems {
  errors: Readonly<FormErrors>;
  message?: string | undefined;
  help?: FormHelp | undefined;
}

interface ErrorSummaryProps {
  /** Field ids are `${prefix}-${name}`: each problem links to its field. */
  prefix: string;
  /** Field → label, in the order of the form; a problem of a field not named here is listed as its message alone. */
  labels: Readonly<Record<string, string>>;
  problems: ShownProblems | null;
  /**
   * Whether a new list takes the focus (yes by default: it answers a submission). The checkout's
   * options are priced again at each change, while the traveller types: their list is read out, and
   * the focus stays in the field.
   */
  takeFocus?: boolean;
}

/**
 * The one way a form's problems are shown (docs/decisions/0015-one-form-pattern.md): "Please
 * correct these 2 fields", each a link to its field, and the form's own message with its way out.
 * Each new list takes the focus, and role=alert reads it out.
 */
export function ErrorSummary({ prefix, labels, problems, takeFocus = true }: ErrorSummaryProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems && takeFocus) summary.current?.focus();
  }, [problems, takeFocus]);
  const errors = problems?.errors ?? {};
  const message = problems?.message;
  const help = problems?.help;
  const listed = Object.keys(labels).filter((field) => errors[field]);
  const unlabelled = Object.keys(errors).filter((field) => !(field in labels));
  const count = listed.length + unlabelled.length;
  if (count === 0 && !message) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={`${prefix}-summary`}>
      <h2 id={`${prefix}-summary`} className="error-summary-title">
        {count > 0 ? t('forms.summaryTitle', { count }) : message}
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
