import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from './icons.tsx';

export interface ComboboxProps<T> {
  /** The visible label, translated. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Asks the server for what matches `query`; called after a pause in typing, aborted when the text changes. */
  search: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** Whether the typed text is a search yet; until it is, the hint (`hintKey`) says what is missing. */
  searchable: (text: string) => boolean;
  /** Message key of that hint (default: 'Type at least 3 characters.'). */
  hintKey?: string;
  /** Message key of the live region's count once an answer arrives ('{count} airports found'). */
  resultsKey: string;
  /** What the input shows once an option is chosen. */
  optionText: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  placeholder?: string;
  autoFocus?: boolean;
  /** Form field name of the typed text (the city search submits it); none when a hidden field carries the choice. */
  name?: string;
  /** The input's id when a form's error summary links to it (`quote-airportText`); else one of its own. */
  inputId?: string;
  required?: boolean;
}

/**
 * An autocomplete text field, the ARIA 1.2 combobox pattern: the input owns a listbox of options,
 * ↓ and ↑ move through them (aria-activedescendant, focus stays in the input), Enter chooses,
 * Escape closes the list; answers to older keystrokes are dropped, and a live region says how many
 * were found. The city search and the request forms' airport field are thin wrappers around it.
 */
export function Combobox<T>({
  label,
  value,
  onValueChange,
  search,
  searchable: isSearchable,
  hintKey = 'shell.search.hint',
  resultsKey,
  optionText,
  renderOption,
  onSelect,
  placeholder,
  autoFocus,
  name,
  inputId,
  required,
}: ComboboxProps<T>) {
  const { t } = useI18n();
  const id = useId();
  /** The newest answer and the text it answers; the list shows it until a newer one arrives. */
  const [answer, setAnswer] = useState<{ query: string; options: T[] } | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const query = value.trim();

  // Text typed into the server's HTML before the page's code ran is the traveller's: hydration leaves it in
  // the field, but the next render would set the field to the state's value and wipe it. It becomes the
  // state in the hydration's own commit, before any such render, and its suggestions open.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== value) {
      onValueChange(typed);
      setOpen(true);
    }
    // Once, on hydration: later text arrives through onChange.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const searchable = isSearchable(query);
  const results = searchable && answer ? answer.options : [];
  const status = !searchable ? 'idle' : answer?.query === query ? 'done' : 'loading';

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    // Waits for a pause in typing, and drops answers to older keystrokes.
    const timer = setTimeout(async () => {
      try {
        const options = await search(query, controller.signal);
        setAnswer({ query, options });
        setActive(-1);
      } catch (error) {
        if (!controller.signal.aborted) {
          // A failed list is only logged (requirements §errors); the field keeps working.
          console.warn(error);
          setAnswer({ query, options: [] });
        }
      }
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable, search]);

  const choose = (option: T) => {
    onValueChange(optionText(option));
    setOpen(false);
    onSelect(option);
  };

  const listId = `${id}-list`;
  const showList = open && searchable && answer !== null;

  return (
    <div className="autocomplete">
      <label htmlFor={inputId ?? `${id}-input`} className="field-label">
        {label}
      </label>
      <div className="input-with-icon">
        <Icon name="pin" />
        <input
          ref={input}
          id={inputId ?? `${id}-input`}
          // A combobox is a text input (ARIA in HTML: type=search takes no combobox role or aria-expanded).
          type="text"
          name={name}
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          required={required}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-describedby={searchable ? undefined : `${id}-hint`}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && results.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index + 1) % results.length);
            } else if (event.key === 'ArrowUp' && results.length > 0) {
              event.preventDefault();
              setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
            } else if (event.key === 'Enter' && showList && results[Math.max(active, 0)]) {
              event.preventDefault();
              choose(results[Math.max(active, 0)] as T);
            } else if (event.key === 'Escape' && showList) {
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
            }
          }}
        />
      </div>
      {/* Only while it is still true: enough characters typed, the search runs and the hint has nothing left to say. */}
      {searchable ? null : (
        <p id={`${id}-hint`} className="field-hint">
          {t(hintKey)}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status === 'loading' ? t('shell.search.loading') : status === 'done' ? t(resultsKey, { count: results.length }) : ''}
      </p>
      <ul id={listId} role="listbox" className="autocomplete-list" hidden={!showList} aria-label={label}>
        {results.length === 0 ? (
          <li className="autocomplete-empty" role="presentation">
            {t('shell.search.noResults')}
          </li>
        ) : (
          results.map((option, index) => (
            <li
              // The list is replaced whole by each answer: its places are its identity.
              key={index}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="autocomplete-option"
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {renderOption(option)}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
