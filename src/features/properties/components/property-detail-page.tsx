import { useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ReviewSort } from '@/shared/enums';
import { PropertyReviews } from '@/features/reviews/components/property-reviews';
import { propertyBySlugQueryOptions } from '../api/get-property-by-slug';
import { PropertyJsonLd } from './property-json-ld';
import { PropertySummaryCard } from './property-summary-card';

/** /property/{slug}: summary card (30%) beside the reviews (70%). */
export function PropertyDetailPage({ slug, page, sort }: { slug: string; page: number; sort: ReviewSort }) {
  const { data: property } = useSuspenseQuery(propertyBySlugQueryOptions(slug));
  useDocumentTitle(property.name);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[3fr_7fr]">
      <PropertyJsonLd property={property} />
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <PropertySummaryCard property={property} />
      </aside>
      <PropertyReviews propertyId={property.id} page={page} sort={sort} />
    </div>
  );
}

export function PropertyNotFound() {
  useDocumentTitle('Property not found');
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-2xl font-semibold">Property not found.</h1>
    </div>
  );
}
