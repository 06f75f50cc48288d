import { useContext, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { FieldsOf, type LabelMarks } from './form.tsx';

// The fields of a SiteForm (form.tsx): each reads the form's problems and what was sent from its context.

/** The ids and ARIA a field's control needs: its label, its hint and its error message. */
export function useField(name: string, hint: string | undefined) {
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
      {marks === 'optional' && !required ? <span className="field-optional"> {t('forms.optional')}</span> : null}
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
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'password' | 'file';
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
      {/* The browser's required check needs an empty first choice (HTML §4.10.7); without one a value is always chosen, and the label and aria-required say it is needed. */}
      <select {...control} className="select" defaultValue={values?.[name] ?? defaultValue ?? ''} required={required && emptyLabel !== undefined} aria-required={required || undefined} autoComplete={autoComplete}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {children}
      </select>
      {help}
    </div>
  );
}

interface ChoiceOption {
  value: string;
  label: string;
}

/** Choices in a fieldset: the legend names the group, the error points at its first control. */
function Choices({ type, name, label, hint, options, isChecked }: { type: 'radio' | 'checkbox'; name: string; label: string; hint: string | undefined; options: readonly ChoiceOption[]; isChecked: (value: string) => boolean }) {
  const { id, error, help } = useField(name, hint);
  return (
    <fieldset className="form-field radio-group" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{label}</legend>
      <div className="radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="radio-option">
            <input type={type} name={name} value={option.value} defaultChecked={isChecked(option.value)} id={index === 0 ? id : undefined} />
            {option.label}
          </label>
        ))}
      </div>
      {help}
    </fieldset>
  );
}

interface RadioGroupProps extends FieldProps {
  options: readonly ChoiceOption[];
}

/** One choice among a few, as radio buttons. */
export function RadioGroup({ name, label, defaultValue, hint, options }: RadioGroupProps) {
  const { values } = useContext(FieldsOf);
  const checked = values?.[name] ?? defaultValue ?? '';
  return <Choices type="radio" name={name} label={label} hint={hint} options={options} isChecked={(value) => value === checked} />;
}

interface CheckboxGroupProps extends FieldProps {
  options: readonly ChoiceOption[];
  /** The values checked at first (the server refills a list as comma-separated text). */
  defaultValues?: readonly string[];
}

/** Several choices of one list (spoken languages, traveller types), each sent as one value of `name`. */
export function CheckboxGroup({ name, label, defaultValues = [], hint, options }: CheckboxGroupProps) {
  const { values } = useContext(FieldsOf);
  const refill = values?.[name];
  const checked = new Set(refill !== undefined ? refill.split(',') : defaultValues);
  return <Choices type="checkbox" name={name} label={label} hint={hint} options={options} isChecked={(value) => checked.has(value)} />;
}

/**
 * The message under a control the kit does not draw (the booking panel's travellers and days):
 * the same id and look as a kit field's, so the summary's link and aria-describedby find it.
 */
export function FieldMessage({ name }: { name: string }) {
  const { id, error } = useField(name, undefined);
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}
