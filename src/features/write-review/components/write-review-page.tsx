import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { PagePending } from '@/components/page-pending';
import { Button } from '@/components/ui/button';
import { propertyBySlugQueryOptions } from '@/features/properties/api/get-property-by-slug';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PROPERTY_MESSAGES } from '@/shared/properties-text';
import type { ReviewedProperty } from './property-state';
import { WriteReviewFlow } from './write-review-flow';

function Shell({ property, children }: { property?: ReviewedProperty; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Tell us about your Stay</h1>
        {property && (
          <p className="text-muted-foreground">
            {property.name} · {property.address}
          </p>
        )}
      </header>
      {children}
    </div>
  );
}

/** /write-review and /write-review/{slug}: the property (when there is one), then the form. */
export function WriteReviewPage({ slug, draftId }: { slug?: string; draftId?: string }) {
  useDocumentTitle('Write a review');
  if (!slug) {
    return (
      <Shell>
        <WriteReviewFlow draftId={draftId} />
      </Shell>
    );
  }
  return <WriteReviewForProperty slug={slug} draftId={draftId} />;
}

function WriteReviewForProperty({ slug, draftId }: { slug: string; draftId?: string }) {
  const passed = useRouterState({ select: (s) => s.location.state.property });
  const fromState = passed?.slug === slug ? passed : undefined;
  const property = useQuery({ ...propertyBySlugQueryOptions(slug), initialData: fromState });
  // Once the form is shown it stays mounted: a refetch (focus, reconnect) puts a query that failed
  // back to 'pending', which must not unmount a half-written review and its open dialogs.
  const [settled, setSettled] = useState(false);
  if (!settled && (property.data !== undefined || property.isError)) setSettled(true);

  if (!settled && property.data === undefined && !property.isError) return <PagePending label="Loading..." />;
  if (!property.data && property.error instanceof ApiError && property.error.status === 404) {
    return (
      <div className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
        <p role="alert" className="text-2xl font-semibold">
          {PROPERTY_MESSAGES.notFound}
        </p>
      </div>
    );
  }
  // Offline, or the server out of reach, the renter writes on: a resumed draft still knows its
  // property (id and address), so it is published to the right place later.
  return (
    <Shell property={property.data}>
      {!property.data && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p role="status">{property.isError ? errorMessage(property.error) : 'Loading...'}</p>
          <Button size="sm" variant="outline" onClick={() => void property.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <WriteReviewFlow property={property.data} slug={slug} draftId={draftId} />
    </Shell>
  );
}
