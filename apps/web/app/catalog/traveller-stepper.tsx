import { useId } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

interface StepperProps {
  name: string;
  label: string;
  hint: string;
  value: number;
  canRemove: boolean;
  canAdd: boolean;
  onChange: (delta: number) => void;
}

/** A count with − and + buttons; the count is announced when it changes. */
export function Stepper({ name, label, hint, value, canRemove, canAdd, onChange }: StepperProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <div className="stepper-text">
        <span id={`${id}-label`} className="stepper-label">
          {label}
        </span>
        <span className="small muted">{hint}</span>
      </div>
      <div className="stepper-controls">
        <button type="button" className="stepper-button" aria-label={t('tour.booking.remove', { label })} disabled={!canRemove} onClick={() => onChange(-1)}>
          −
        </button>
        <output className="stepper-value" aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <input type="hidden" name={name} value={value} />
        <button type="button" className="stepper-button" aria-label={t('tour.booking.add', { label })} disabled={!canAdd} onClick={() => onChange(1)}>
          +
        </button>
      </div>
    </div>
  );
}
