import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QuerySection } from '@/components/section-states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { propertyBySlugQueryOptions } from '../api/get-property';
import { PropertyEditForm } from './property-edit-form';

/** The edit screen, addressed by the property's slug; the property loads with its gallery. */
export function PropertyEditPage({ slug }: { slug: string }) {
  useDocumentTitle('Edit property');
  return (
    <div className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Edit property</h1>
        <Link to="/admin/properties/list" className="text-sm underline underline-offset-4">
          Back to properties
        </Link>
      </div>
      <QuerySection
        resetKey={slug}
        loadingLabel="Loading property..."
        errorTitle={ADMIN_MESSAGES.propertyLoadFailed}
        errorFallback={ADMIN_MESSAGES.propertyDetailsFailed}
      >
        <LoadedProperty slug={slug} />
      </QuerySection>
    </div>
  );
}

function LoadedProperty({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(propertyBySlugQueryOptions(slug));
  // Another property (another slug) starts a fresh form from its stored values.
  return <PropertyEditForm key={data.id} property={data} />;
}
