import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { ADMIN_MESSAGES } from '@/shared/admin-text';

/** Dismiss a report, or delete the reported review; reloads reports and review lists. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'dismiss' | 'delete' }) =>
      unwrap(
        api.PUT('/api/v1/admin/reviews/reported/{id}/resolve', { params: { path: { id } }, body: { action } }),
        ADMIN_MESSAGES.reportResolveFailed,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
