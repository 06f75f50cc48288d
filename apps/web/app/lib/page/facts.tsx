/** A short list of labelled facts (label → value), read as a description list by screen readers. */
export function Facts({ rows, className }: { rows: readonly (readonly [string, string])[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
