import { Link } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { DraftState } from '@/lib/offline-db';
import { formatDate } from '@/lib/format';
import { loadOfflineStore } from '../offline/load-offline-store';
import { storageErrorMessage } from '../offline/storage-errors';
import { type DraftSummary, useDrafts } from '../offline/use-drafts';

const STATE_LABEL: Record<DraftState, { label: string; variant: 'secondary' | 'warning' | 'destructive' | 'success' }> =
  {
    editing: { label: 'Draft', variant: 'secondary' },
    queued: { label: 'Waiting for connection', variant: 'warning' },
    sending: { label: 'Waiting for connection', variant: 'warning' },
    'needs-attention': { label: 'Needs your attention', variant: 'destructive' },
    published: { label: 'Published', variant: 'success' },
  };

function DraftRowItem({ draft, resumeLabel }: { draft: DraftSummary; resumeLabel: string }) {
  const { label, variant } = STATE_LABEL[draft.state];
  const name = draft.title.trim() || 'Untitled review';
  const search = { draft: draft.id };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-muted-foreground">
          {[
            draft.apartmentName,
            `saved ${formatDate(draft.updatedAt)}`,
            draft.photoCount ? `${draft.photoCount} photos` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {draft.serverMessage && <p className="text-sm text-destructive">{draft.serverMessage}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={variant}>{label}</Badge>
        <Button asChild size="sm" variant="outline">
          {draft.propertySlug ? (
            <Link
              to="/write-review/$slug"
              params={{ slug: draft.propertySlug }}
              search={search}
              aria-label={`${resumeLabel} ${name}`}
            >
              {resumeLabel}
            </Link>
          ) : (
            <Link to="/write-review" search={search} aria-label={`${resumeLabel} ${name}`}>
              {resumeLabel}
            </Link>
          )}
        </Button>
        {draft.state !== 'sending' && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`Discard ${name}`}
            onClick={() =>
              loadOfflineStore()
                .then((store) => store.discardDraft(draft.id))
                .then(
                  () => toast.info('Draft discarded'),
                  (error: unknown) => toast.error(storageErrorMessage(error)),
                )
            }
          >
            Discard
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * This device's drafts and queued reviews (newest first) with Resume and Discard. Renders nothing
 * when there are none. `exclude` leaves out the draft open in the form.
 */
export function SavedDraftsList({
  title,
  propertySlug,
  exclude,
}: {
  title: string;
  propertySlug?: string;
  exclude?: string;
}) {
  const drafts = useDrafts(propertySlug ? { propertySlug } : {})?.filter((d) => d.id !== exclude);
  if (!drafts?.length) return null;
  return (
    <section aria-labelledby="saved-drafts-heading" className="grid gap-3 rounded-xl border border-dashed p-4">
      <h2 id="saved-drafts-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="grid gap-2">
        {drafts.map((draft) => (
          <DraftRowItem key={draft.id} draft={draft} resumeLabel={draft.state === 'editing' ? 'Resume' : 'Open'} />
        ))}
      </ul>
    </section>
  );
}
