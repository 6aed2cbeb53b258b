import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { underscoresToSpaces } from '@/lib/underscores-to-spaces';
import { cn } from '@/lib/utils';
import { LIMITS } from '@/shared/limits';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import type { Suggestion } from '../types';

interface PropertySearchBoxProps {
  placeholder: string;
  /** Accessible name of the input (the placeholder is not a label). */
  label?: string;
  defaultValue?: string;
  /** Called with the trimmed, non-blank text on submit. */
  onSearch: (text: string) => void;
  className?: string;
}

/**
 * Search input with a suggestion list (ARIA 1.2 combobox): asks after a 300 ms pause with 2+
 * characters, arrow keys + Enter pick, Escape closes, and the list closes 200 ms after blur.
 * Picking fills the box with the suggestion's address; submitting searches.
 */
export function PropertySearchBox({
  placeholder,
  label = 'Search properties',
  defaultValue = '',
  onSearch,
  className,
}: PropertySearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  // The text the suggestions were asked for: follows typing after the pause, never a picked address.
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blurClose = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(blurClose.current);
    },
    [],
  );

  const query = useQuery({ ...suggestionsQueryOptions(term), enabled: term.length >= LIMITS.suggestionMinChars });
  const suggestions: Suggestion[] = term.length >= LIMITS.suggestionMinChars ? (query.data ?? []) : [];
  const loading = open && query.isFetching;
  const failed = open && !loading && query.isError;
  const expanded = open && (loading || failed || suggestions.length > 0 || query.isSuccess);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function onChange(next: string) {
    setValue(next);
    setActive(-1);
    clearTimeout(debounce.current);
    const trimmed = next.trim();
    if (trimmed.length < LIMITS.suggestionMinChars) {
      // Too short: the list is emptied and closed at once.
      setTerm('');
      setOpen(false);
      return;
    }
    debounce.current = setTimeout(() => {
      setTerm(trimmed);
      setOpen(true);
    }, LIMITS.suggestionDebounceMs);
  }

  function pick(suggestion: Suggestion) {
    clearTimeout(debounce.current);
    setValue(suggestion.address);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? suggestions.length - 1 : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (e.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      e.preventDefault();
      pick(suggestions[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const text = value.trim();
    if (!text) return;
    clearTimeout(debounce.current);
    setOpen(false);
    onSearch(text);
  }

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative w-full', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-lg border bg-background p-1.5 shadow-sm focus-within:ring-[3px] focus-within:ring-ring/50">
        <Search className="ml-2 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={LIMITS.searchTextMax}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => clearTimeout(blurClose.current)}
          onBlur={() => {
            blurClose.current = setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, LIMITS.suggestionBlurCloseMs);
          }}
          className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
        <Button type="submit" className="h-10">
          Search
        </Button>
      </div>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-60 overflow-y-auto rounded-lg border bg-popover text-popover-foreground shadow-lg"
      >
        {loading && (
          <p className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground">
            <Spinner label="Loading suggestions" />
            <span aria-hidden="true">Loading...</span>
          </p>
        )}
        {failed && (
          <p role="alert" className="px-4 py-3 text-sm text-destructive">
            Could not load suggestions. Press Search to see all results.
          </p>
        )}
        {!loading && !failed && suggestions.length === 0 && (
          <p className="px-4 py-3 text-sm text-muted-foreground">No matching properties</p>
        )}
        <ul id={listId} role="listbox" aria-label="Suggestions" hidden={suggestions.length === 0} className="py-1">
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keep focus in the input so the blur timer does not race the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
              onMouseEnter={() => setActive(i)}
              className={cn('cursor-pointer px-4 py-2 text-left', i === active && 'bg-accent text-accent-foreground')}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{s.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{underscoresToSpaces(s.type)}</span>
              </span>
              <span className="block truncate text-sm text-muted-foreground">{s.address}</span>
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
