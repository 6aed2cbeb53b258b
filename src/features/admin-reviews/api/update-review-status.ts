import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';

export type ModerationStatus = 'APPROVED' | 'REJECTED';

/**
 * Approve or reject. Anonymous reviews go through their own process call (as the spec's anonymous
 * screen does); both reload every admin review list.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, anonymous }: { id: string; status: ModerationStatus; anonymous: boolean }) =>
      anonymous
        ? unwrap(
            api.PUT('/api/v1/admin/reviews/anonymous/{id}/process', {
              params: { path: { id } },
              body: { action: status === 'APPROVED' ? 'approve' : 'reject' },
            }),
            ADMIN_MESSAGES.reviewProcessFailed,
          )
        : unwrap(
            api.PUT('/api/v1/admin/admin-update-reviews/{id}/status', { params: { path: { id } }, body: { status } }),
            ADMIN_MESSAGES.reviewStatusFailed,
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
