import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import type { RejectionValues } from '@/shared/moderation';

export type ModerationStatus = 'APPROVED' | 'REJECTED';

export interface ModerationRequest {
  id: string;
  status: ModerationStatus;
  anonymous: boolean;
  /** Required when rejecting: the reason the author is told. */
  rejection?: RejectionValues;
}

/**
 * Approve or reject (with the reason). Anonymous reviews go through their own process call (as the spec's anonymous
 * screen does); both reload every admin review list.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, anonymous, rejection }: ModerationRequest) => {
      const reason = status === 'REJECTED' ? rejection : undefined;
      return anonymous
        ? unwrap(
            api.PUT('/api/v1/admin/reviews/anonymous/{id}/process', {
              params: { path: { id } },
              body: { action: status === 'APPROVED' ? 'approve' : 'reject', ...reason },
            }),
            ADMIN_MESSAGES.reviewProcessFailed,
          )
        : unwrap(
            api.PUT('/api/v1/admin/admin-update-reviews/{id}/status', {
              params: { path: { id } },
              body: { status, ...reason },
            }),
            ADMIN_MESSAGES.reviewStatusFailed,
          );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
