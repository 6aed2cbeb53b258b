import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { REVIEW_SORTS, REVIEW_SORT_LABELS, type ReviewSort } from '@/shared/enums';

/**
 * The property page's review order. The choice lives in the URL (`?sort=`, absent for Most recent)
 * and a new order starts again at page 1.
 */
export function ReviewSortSelect({ sort }: { sort: ReviewSort }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Sort by
      </label>
      <select
        id={id}
        value={sort}
        onChange={(e) => {
          const next = e.target.value as ReviewSort;
          void navigate({
            to: '.',
            search: (prev) => ({ ...prev, page: undefined, sort: next === 'recent' ? undefined : next }),
            resetScroll: false,
          });
        }}
        className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {REVIEW_SORTS.map((s) => (
          <option key={s} value={s}>
            {REVIEW_SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
