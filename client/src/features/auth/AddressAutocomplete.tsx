import { useLazyQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { TIMINGS } from '../../app/timings';
import { AddressSuggestionsDocument, type AddressSuggestionsQuery } from '../../gql/graphql';
import { errorExtensions, errorMessage } from '../../ui/components';

export type Suggestion = AddressSuggestionsQuery['addressSuggestions'][number];

interface Props {
  id: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  countryIso: string | null;
  onChange: (value: string) => void;
  onPick: (s: Suggestion) => void;
}

/** Address input with a keyboard-accessible list of matching places (combobox pattern). */
export function AddressAutocomplete({ id, describedBy, invalid, value, countryIso, onChange, onPick }: Props) {
  const listId = useId();
  const [fetchSuggestions, { data, error }] = useLazyQuery(AddressSuggestionsDocument);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const items = open ? (data?.addressSuggestions ?? []) : [];
  // Too many lookups: say so, since the list stops appearing; the field itself keeps working.
  const limited = open && errorExtensions(error).code === 'RATE_LIMITED' ? errorMessage(error, '') : null;

  useEffect(() => {
    // The whole line goes to the server: a street-level geocoder reads all of it, the offline city list its last part.
    const term = value.trim().slice(0, 100);
    if ((value.split(',').pop()?.trim() ?? '').length < 2) return;
    const timer = setTimeout(() => void fetchSuggestions({ variables: { query: term, countryIso } }), TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [value, countryIso, fetchSuggestions]);

  function pick(s: Suggestion) {
    onPick(s);
    setOpen(false);
    setHighlight(-1);
  }

  return (
    <div className="combobox">
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlight >= 0 ? `${listId}-${highlight}` : undefined}
        autoComplete="street-address"
        required
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (!items.length) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setHighlight((h) => (h + 1) % items.length);
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setHighlight((h) => (h <= 0 ? items.length - 1 : h - 1));
          } else if (e.key === 'Enter' && highlight >= 0) {
            e.preventDefault();
            pick(items[highlight]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {limited ? (
        <p className="hint" role="status">
          {limited}
        </p>
      ) : null}
      {items.length > 0 && (
        <ul id={listId} role="listbox" className="combobox-list">
          {items.map((s, i) => (
            <li
              key={s.label}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === highlight}
              className={i === highlight ? 'highlighted' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(s);
              }}
            >
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
