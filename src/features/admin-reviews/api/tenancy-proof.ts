import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { toApiError } from '@/lib/api-error';
import { TENANCY_PROOF_MESSAGES as M, type VerificationDecision } from '@/shared/tenancy-proof';

/**
 * The review's proof of tenancy as a Blob. The route needs the admin's token, so a bare URL (a link,
 * an <img>) could never load it: the API client fetches it with the bearer header.
 */
export async function fetchTenancyProof(reviewId: string): Promise<Blob> {
  const { data, error, response } = await api.GET('/api/v1/admin/reviews/{id}/tenancy-proof', {
    params: { path: { id: reviewId } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw toApiError(response.status, error, M.openFailed);
  return data;
}

/**
 * Opens the proof in a new tab (the tab is opened at once, inside the click, so no pop-up blocker
 * stops it; it loads the file once fetched). Where no tab can be opened, the file is downloaded.
 */
export async function openTenancyProof(reviewId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchTenancyProof(reviewId);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else {
      const link = document.createElement('a');
      link.href = url;
      link.download = `tenancy-proof-${reviewId}`;
      link.click();
    }
    // The tab has loaded it well before then; the object URL is not kept in memory for good.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** 'verified' or 'declined': the proof is deleted either way; every admin list reloads. */
export function useDecideTenancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: VerificationDecision }) =>
      unwrap(
        api.POST('/api/v1/admin/reviews/{id}/verify', { params: { path: { id } }, body: { decision } }),
        M.decisionFailed,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
