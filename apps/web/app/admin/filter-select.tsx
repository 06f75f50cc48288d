/** One filter of a back-office list's GET search form: a labelled select whose first choice is 'any'. */
export function FilterSelect({ id, name, label, any, value, options }: { id: string; name: string; label: string; any: string; value: string; options: readonly { value: string | number; label: string }[] }) {
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select className="select" id={id} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
