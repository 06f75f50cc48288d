import type { Translate } from '../i18n/translate.ts';
import { fieldLabelKey } from './field-labels.ts';

/**
 * What a refused input says, field by field, in the reader's words (requirements §rules.validation: the list of the fields
 * to fix): the API's error handler answers it as `fields` beside its `message`, and the pages' form
 * actions show the same messages under their fields. zod-free (an issue is read by its shape), so a
 * page's server code and the API share it.
 */

/** A zod issue as the API's validator and `safeParse` report it (only what is read here). */
export interface InputIssue {
  code?: string | undefined;
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  keys?: readonly string[] | undefined;
}

/** One field to fix: its name in the request (`contact.email`, `items.0.day`), its label and what is wrong. */
export interface FieldProblem {
  field: string;
  label: string;
  message: string;
}

/** A field's label in the reader's language; a field no contract has (an unknown one sent) is named as sent. */
export function fieldLabel(path: readonly PropertyKey[], t: Translate): string {
  const key = fieldLabelKey(path);
  return key ? t(key) : path.map(String).join('.');
}

const bound = (value: unknown) => (typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined);

/**
 * An issue's message: its contract's key (errors.field.…) with the bound it names, or, for a
 * contract that says only 'check this value', that sentence with the field's label.
 */
export function issueMessage(issue: InputIssue, label: string, t: Translate): string {
  const key = issue.message.startsWith('errors.') ? issue.message : 'errors.validation_failed';
  // A rule about the input as a whole has no field to name.
  if (key === 'errors.validation_failed' && label === '') return t('errors.bad_request');
  const min = bound(issue.minimum);
  const max = bound(issue.maximum);
  return t(key, { field: label, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) });
}

/**
 * Every field to fix, once each (its first problem), in the order the contract found them. A field
 * the request should not carry is named as sent (docs/decisions/0011-unknown-fields-refused.md); a
 * problem of the input as a whole (a rule across fields) has no field of its own.
 */
export function fieldProblems(issues: readonly InputIssue[], t: Translate): FieldProblem[] {
  const found = new Map<string, FieldProblem>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const field = path.map(String).join('.');
        if (!found.has(field)) found.set(field, { field, label: field, message: t('errors.field.unknown') });
      }
      continue;
    }
    const field = issue.path.map(String).join('.');
    if (found.has(field)) continue;
    const label = field === '' ? '' : fieldLabel(issue.path, t);
    found.set(field, { field, label, message: issueMessage(issue, label, t) });
  }
  return [...found.values()];
}

/**
 * The refusal's one sentence: the field and its problem when there is one ("Reason for cancelling:
 * Please write at least 3 characters."), else how many fields to correct and which, listed the
 * reader's way (Intl.ListFormat).
 */
export function problemsMessage(problems: readonly FieldProblem[], t: Translate, languageTag: string): string {
  const [only] = problems;
  if (!only) return t('errors.validation_failed', { field: '' });
  if (problems.length === 1) {
    // A message that already names its field ('Please check the value of Reason') is said once.
    const named = only.label === '' || only.message === t('errors.validation_failed', { field: only.label });
    return named ? only.message : t('errors.validation_failed_field', { field: only.label, problem: only.message });
  }
  const labels = [...new Set(problems.map((problem) => problem.label || problem.message))];
  const fields = new Intl.ListFormat(languageTag, { type: 'conjunction' }).format(labels);
  return t('errors.validation_failed_fields', { count: problems.length, fields });
}
