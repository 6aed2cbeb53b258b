import { Link } from '@tanstack/react-router';
import { PROPERTY_TYPES, type PropertyType } from '@/shared/enums';
import { propertyTypeLabel } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Type chips: each keeps the search text and starts again at page 1. */
export function PropertyTypeFilter({ q, type }: { q?: string; type?: PropertyType }) {
  const chip = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
      active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
    );
  return (
    <nav aria-label="Filter by property type">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/properties-listing"
            search={{ q }}
            aria-current={!type ? 'page' : undefined}
            className={chip(!type)}
          >
            All types
          </Link>
        </li>
        {PROPERTY_TYPES.map((t) => (
          <li key={t}>
            <Link
              to="/properties-listing"
              search={{ q, type: t }}
              aria-current={type === t ? 'page' : undefined}
              className={chip(type === t)}
            >
              {propertyTypeLabel(t)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
