import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { propertyTypeLabel } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';
import { type PropertyListingDeps, propertyListingQueryOptions } from '../api/property-listing';
import { Pager } from '@/components/pager';
import { PropertyCard } from './property-card';
import { PropertySearchBox } from './property-search-box';
import { PropertyTypeFilter } from './property-type-filter';

/** /properties-listing: search box, type filter, one page of property cards and the pager. */
export function PropertiesListingPage({ q, type, page }: PropertyListingDeps) {
  useDocumentTitle(q ? `Search: ${q}` : 'Find a property');
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(propertyListingQueryOptions({ q, type, page }));
  const { properties, pagination } = data;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">{q ? `Results for “${q}”` : 'Find a property'}</h1>
        <PropertySearchBox
          // Remount when the URL's text changes so the box shows it.
          key={q ?? ''}
          placeholder="Enter name or pincode..."
          defaultValue={q ?? ''}
          onSearch={(text) => void navigate({ to: '/properties-listing', search: { q: text, type } })}
        />
        <PropertyTypeFilter q={q} type={type} />
      </header>

      {properties.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{PROPERTY_MESSAGES.noneFound}</h2>
          {type && <p className="text-muted-foreground">Type: {propertyTypeLabel(type)}</p>}
          {q && <p className="text-muted-foreground">Search: “{q}”</p>}
          {pagination.totalItems > 0 && (
            // A page past the last one (an old link, a hand-edited URL): the results exist, just not here.
            <p className="text-muted-foreground">
              This page is past the last one.{' '}
              <Link to="/properties-listing" search={{ q, type }} className="font-medium text-primary underline">
                Go to page 1
              </Link>
            </p>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {pagination.totalItems} {pagination.totalItems === 1 ? 'property' : 'properties'}
            {pagination.totalPages > 1 && ` · page ${pagination.currentPage} of ${pagination.totalPages}`}
          </p>
          <ul className="space-y-4">
            {properties.map((property) => (
              <li key={property.id} className="render-near-viewport">
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
          <Pager currentPage={pagination.currentPage} totalPages={pagination.totalPages} label="Property pages" />
        </>
      )}
    </div>
  );
}
