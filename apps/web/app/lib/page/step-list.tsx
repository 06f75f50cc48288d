import './step-list.css';

interface StepListProps<Step extends string> {
  steps: readonly Step[];
  current: Step;
  /** The list's accessible name ('Steps of the purchase'). */
  label: string;
  /** Each step's label. */
  labelOf: (step: Step) => string;
}

/** Where the person is in a form of several steps: a numbered list, the current step marked aria-current="step". */
export function StepList<Step extends string>({ steps, current, label, labelOf }: StepListProps<Step>) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label={label}>
      <ol className="step-list">
        {steps.map((name, at) => (
          <li key={name} className={at < index ? 'step-list-done' : at === index ? 'step-list-current' : undefined} aria-current={at === index ? 'step' : undefined}>
            <span className="step-list-number" aria-hidden="true">
              {at + 1}
            </span>
            <span className="step-list-label">{labelOf(name)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
