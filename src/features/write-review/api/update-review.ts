import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { EditReviewValues } from '@/shared/review-form';
import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';
import { TENANCY_PROOF_FIELD } from '@/shared/tenancy-proof';
import { allPropertiesKey, allReviewsKey } from './review-keys';

export interface UpdateReviewInput {
  id: string;
  values: EditReviewValues;
  images: File[];
  /** A new proof of tenancy (issue 21): the review waits for a moderator's check again. */
  proof?: File;
}

/**
 * PUT /reviews/{id} as multipart: the review's own fields (the locked property fields are never
 * sent; the schema does not even hold them) and the new photos under `images`.
 */
export function buildUpdateForm(values: EditReviewValues, images: readonly File[], proof?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim() !== '') form.append(name, text);
  }
  for (const file of images) form.append('images', file, file.name);
  if (proof) form.append(TENANCY_PROOF_FIELD, proof, proof.name);
  return form;
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values, images, proof }: UpdateReviewInput) =>
      unwrap(
        api.PUT('/api/v1/reviews/{id}', {
          params: { path: { id } },
          // The generated type lists the multipart parts; openapi-fetch sends a FormData as it is
          // (the browser sets the multipart boundary).
          body: buildUpdateForm(values, images, proof) as never,
        }),
        REVIEW_FORM_MESSAGES.updateFailed,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allReviewsKey }),
        queryClient.invalidateQueries({ queryKey: allPropertiesKey }),
      ]),
  });
}
