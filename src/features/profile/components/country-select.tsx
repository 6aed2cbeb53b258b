import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { countryNames } from '../countries';

/**
 * The full country list as a native select (typeahead and the platform picker for free). A stored
 * country the list does not name any more stays selectable.
 */
export function CountrySelect({ value, className, ...props }: ComponentProps<'select'> & { value: string }) {
  const names = countryNames();
  const options = value && !names.includes(value) ? [value, ...names] : names;
  return (
    <select
      value={value}
      className={cn(
        'flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    >
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
