import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { allPropertiesKey, allReviewsKey } from '../api/review-keys';
import { isPublishingInForeground } from '../offline/foreground-publishes';
import { type StartOutboxOptions, startOutbox } from '../offline/start-outbox';

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
        if (!isPublishingInForeground(event.draftId)) toast.success(M.draftPublished);
      } else if (event.type === 'needs-attention' && !isPublishingInForeground(event.draftId)) {
        toast.error(M.draftNeedsAttention);
      }
    },
  });
}
