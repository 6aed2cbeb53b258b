import { type Ref, useState } from 'react';
import { useCurrentYear } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import { REVIEW_FORM_LIMITS } from '@/shared/review-form-text';
import { MONTH_NAMES } from './review-form-options';

/** The year list: this year and the 99 before it (the spec's 100 entries), newest first. */
export function stayYears(current: number): number[] {
  return Array.from({ length: REVIEW_FORM_LIMITS.yearSpan }, (_, i) => current - i);
}

const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

interface MonthPickerProps {
  /** 'YYYY-MM' or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest month allowed ('YYYY-MM'): the end of a stay cannot precede its start. */
  min?: string;
  /** Base id; the month select gets it (so a label can point at it), the year select `${id}-year`. */
  id: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Month + year selects that together make a 'YYYY-MM' value; half a choice is kept locally. */
export function MonthPicker({ value, onChange, onBlur, min, id, label, invalid, describedBy, ref }: MonthPickerProps) {
  const [partial, setPartial] = useState({ year: '', month: '' });
  const currentYear = useCurrentYear();
  const year = value ? value.slice(0, 4) : partial.year;
  const month = value ? value.slice(5, 7) : partial.month;
  const minYear = min ? Number(min.slice(0, 4)) : 0;
  const minMonth = min && Number(year) === minYear ? Number(min.slice(5, 7)) : 0;

  function update(next: { year: string; month: string }) {
    if (next.year && next.month) {
      setPartial({ year: '', month: '' });
      onChange(`${next.year}-${next.month}`);
    } else {
      setPartial(next);
      if (value) onChange('');
    }
  }

  return (
    <div className="flex gap-2">
      <select
        ref={ref}
        id={id}
        aria-label={`${label} month`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={month}
        onChange={(e) => update({ year, month: e.target.value })}
        onBlur={onBlur}
        className={cn(selectClass, 'flex-1')}
      >
        <option value="">Month</option>
        {MONTH_NAMES.map((name, i) => (
          <option key={name} value={String(i + 1).padStart(2, '0')} disabled={i + 1 < minMonth}>
            {name}
          </option>
        ))}
      </select>
      <select
        id={`${id}-year`}
        aria-label={`${label} year`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={year}
        onChange={(e) => update({ year: e.target.value, month })}
        onBlur={onBlur}
        className={cn(selectClass, 'w-28')}
      >
        <option value="">Year</option>
        {stayYears(currentYear).map((y) => (
          <option key={y} value={String(y)} disabled={y < minYear}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
}
