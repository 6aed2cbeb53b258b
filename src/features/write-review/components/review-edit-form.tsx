import { useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { paths } from '@/api-types';
import { FormRootError } from '@/components/form/form-root-error';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { errorMessage } from '@/lib/api-error';
import { handleFormError } from '@/lib/form-errors';
import { useObjectUrls } from '@/lib/use-object-urls';
import { LIMITS } from '@/shared/limits';
import { LOCKED_EDIT_FIELDS } from '@/shared/review-form-fields';
import { REVIEW_FORM_LIMITS as L, REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { useDeleteReviewImage } from '../api/delete-review-image';
import { useUpdateReview } from '../api/update-review';
import { ReviewForm } from './review-form';
import { TenancyProofField } from './tenancy-proof-field';
import { VERIFICATION_LABELS, tenancyProofProblem } from '@/shared/tenancy-proof';
import { type ReviewFieldName, editReviewResolver, formFromReview, loadReviewValidation } from './review-form-values';

type ReviewBody = paths['/api/v1/reviews/{id}']['get']['responses'][200]['content']['application/json'];
export type EditableReview = ReviewBody['data'];

const LOCKED: ReadonlySet<ReviewFieldName> = new Set(LOCKED_EDIT_FIELDS);

/** New photos for the edit: a name already chosen is ignored, and no more than `max` in all. */
export function addNewPhotos(current: readonly File[], incoming: readonly File[], max: number = L.imagesMax): File[] {
  const names = new Set(current.map((f) => f.name));
  const next = [...current];
  for (const file of incoming) {
    if (names.has(file.name)) continue;
    names.add(file.name);
    next.push(file);
  }
  return next.slice(0, max);
}

/**
 * The edit form: the review's fields editable, the property's locked (shown, never sent), existing
 * photos deletable one by one, up to 10 new ones. Success goes back to /my-review.
 */
export function ReviewEditForm({ review }: { review: EditableReview }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: editReviewResolver,
    defaultValues: formFromReview({
      ...review,
      // The locked property fields are shown from the review's property (and never sent).
      propertyType: review.property.propertyType,
      apartmentName: review.property.apartmentName,
      streetName: review.property.streetName,
      pincode: review.property.pincode,
      country: review.property.country,
    }),
    shouldFocusError: false,
  });
  // The schemas load at mount, apart from the form's code; validating awaits them (and retries a failed load).
  useEffect(() => void loadReviewValidation().catch(() => undefined), []);
  const update = useUpdateReview();
  const deleteImage = useDeleteReviewImage();
  const [files, setFiles] = useState<File[]>([]);
  const [proof, setProof] = useState<File | undefined>();
  // A review holds at most 10 photos in all: the ones it has and the new ones.
  const newPhotosMax = Math.max(0, L.imagesMax - review.images.length);
  const previews = useObjectUrls(files.map((file) => ({ id: file.name, name: file.name, blob: file })));

  return (
    <ReviewForm
      form={form}
      locked={LOCKED}
      busy={update.isPending}
      submitLabel="Update Review"
      notice={<FormRootError message={form.formState.errors.root?.message} />}
      photos={
        <>
          {review.images.length > 0 && (
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Current photos">
              {review.images.map((image, i) => (
                <li key={image.id} className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
                  <img
                    src={image.thumbUrl ?? image.imageUrl}
                    alt={`Current photo ${i + 1}`}
                    className="size-full object-cover"
                  />
                  <button
                    type="button"
                    disabled={deleteImage.isPending}
                    aria-label={`Delete current photo ${i + 1}`}
                    onClick={() =>
                      deleteImage.mutate(image.id, {
                        onSuccess: (res) =>
                          toast.success(res.message || M.imageDeleted, { duration: LIMITS.formToastMs }),
                        onError: (error) =>
                          toast.error(errorMessage(error, M.imageDeleteFailed), { duration: LIMITS.formToastMs }),
                      })
                    }
                    className="absolute top-1 right-1 rounded-full bg-black/70 p-1 text-white outline-none hover:bg-black focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-50"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <PhotoDropZone
            label="New photos"
            photos={previews}
            max={newPhotosMax}
            onAdd={(incoming) => setFiles((current) => addNewPhotos(current, incoming, newPhotosMax))}
            onRemove={(name) => setFiles((current) => current.filter((f) => f.name !== name))}
          />
        </>
      }
      proof={
        <>
          {review.verification !== 'NONE' && (
            <p className="text-sm" data-testid="verification-status">
              {VERIFICATION_LABELS[review.verification]}
            </p>
          )}
          <TenancyProofField
            proof={proof}
            onChoose={async (file) => {
              const problem = await tenancyProofProblem(file);
              if (!problem) setProof(file);
              return problem;
            }}
            onRemove={() => setProof(undefined)}
          />
        </>
      }
      onValid={(values) =>
        update.mutate(
          { id: review.id, values, images: files, proof },
          {
            onSuccess: () => {
              toast.success(M.updated, { duration: LIMITS.formToastMs });
              void navigate({ to: '/my-review' });
            },
            onError: (error) => handleFormError(form, error, { fallback: M.updateFailed }),
          },
        )
      }
    />
  );
}
