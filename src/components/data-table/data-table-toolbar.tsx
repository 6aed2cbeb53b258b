import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { LIMITS } from '@/shared/limits';

/**
 * The table's search box. It keeps what is being typed and hands it on 300 ms after typing stops;
 * when the URL changes underneath (Back, a link) the box shows the URL's text again.
 */
export function DataTableToolbar({
  search,
  onSearch,
  placeholder = 'Search...',
  label = 'Search',
}: {
  search: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  label?: string;
}) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    setDraft(search);
  }
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => onSearch(draft.trim()), LIMITS.suggestionDebounceMs);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);
  return (
    <div className="relative w-full max-w-sm">
      <Search aria-hidden="true" className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={LIMITS.searchTextMax}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className="pl-8"
      />
    </div>
  );
}
