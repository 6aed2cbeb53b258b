import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { allPropertiesKey, allReviewsKey } from '../api/review-keys';
import { type StartOutboxOptions, startOutbox } from '../offline/start-outbox';

/** Drafts the open form is publishing right now: the form tells the renter itself (thanks dialog). */
const foreground = new Set<string>();

/** Runs `publish` for a draft the form shows, so the background notices stay quiet about it. */
export async function publishInForeground<T>(draftId: string, publish: () => Promise<T>): Promise<T> {
  foreground.add(draftId);
  try {
    return await publish();
  } finally {
    foreground.delete(draftId);
  }
}

/**
 * Starts the outbox for the app (drains at start, on reconnect, on a visible tab, after sign-in and
 * on its backoff timer) and tells the renter when a queued review went out or needs them.
 */
export function startOutboxWithNotices(
  queryClient: QueryClient,
  options: Omit<StartOutboxOptions, 'onEvent'> = {},
): () => void {
  return startOutbox({
    ...options,
    onEvent: (event) => {
      if (event.type === 'published') {
        void queryClient.invalidateQueries({ queryKey: allReviewsKey });
        void queryClient.invalidateQueries({ queryKey: allPropertiesKey });
        if (!foreground.has(event.draftId)) toast.success(M.draftPublished);
      } else if (event.type === 'needs-attention' && !foreground.has(event.draftId)) {
        toast.error(M.draftNeedsAttention);
      }
    },
  });
}
