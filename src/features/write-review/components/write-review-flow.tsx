import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useDraft } from '../offline/use-draft';
import type { ReviewedProperty } from './property-state';
import { SavedDraftsList } from './saved-drafts-list';
import { useWritingToolsReady } from './use-writing-tools';
import { WriteReviewEditor } from './write-review-editor';
import { PagePending } from '@/components/page-pending';

/**
 * The write form's draft: resumed when the URL names one (?draft=), else a new one that is stored as
 * soon as it holds something. Other saved drafts are offered above the form.
 */
export function WriteReviewFlow({
  property,
  slug,
  draftId,
}: {
  property?: ReviewedProperty;
  slug?: string;
  draftId?: string;
}) {
  const navigate = useNavigate();
  const draft = useDraft({
    ...(draftId ? { draftId } : {}),
    ...(slug ? { propertySlug: slug } : {}),
    ...(property ? { propertyId: property.id } : {}),
  });
  // The offline store and the schemas load beside the draft, each in a task of its own (issue 22).
  const toolsReady = useWritingToolsReady();
  // The form is the page's largest render: once the draft is known it renders in the background,
  // yielding to the browser, instead of holding the main thread for the whole form at once.
  const loading = useDeferredValue(draft.loading || !toolsReady);
  if (loading) return <PagePending label="Loading..." />;
  return (
    <>
      {!draftId && <SavedDraftsList title="Continue a saved review?" propertySlug={slug} exclude={draft.draftId} />}
      {/* A new key per draft: resuming or discarding starts the form from that draft's values. */}
      <WriteReviewEditor
        key={draft.draftId}
        draft={draft}
        property={property}
        slug={slug}
        onDiscarded={() => void navigate({ to: '.', search: {}, replace: true })}
      />
    </>
  );
}
