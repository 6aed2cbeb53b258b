import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormRootError } from '@/components/form/form-root-error';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { Button } from '@/components/ui/button';
import { myReviewsQueryOptions } from '@/features/my-reviews/api/get-my-reviews';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { LIMITS } from '@/shared/limits';
import { REVIEW_FORM_LIMITS as L, REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';
import { allPropertiesKey, allReviewsKey } from '../api/review-keys';
import { publishInForeground } from '../offline/foreground-publishes';
import { loadOfflineStore } from '../offline/load-offline-store';
import type { UseDraftResult } from '../offline/use-draft';
import { AnonymityConsentDialog } from './anonymity-consent-dialog';
import { focusFirstInvalid } from './focus-first-invalid';
import type { ReviewedProperty } from './property-state';
import { PublishConfirmDialog } from './publish-confirm-dialog';
import { TenancyProofField } from './tenancy-proof-field';
import { TENANCY_PROOF_FIELD } from '@/shared/tenancy-proof';
import { ReviewForm } from './review-form';
import {
  type ReviewFieldName,
  emptyReviewForm,
  formFromDraft,
  loadReviewValidation,
  withProperty,
  writeReviewResolver,
} from './review-form-values';
import { type SubmittedReview, ReviewThanksDialog } from './review-thanks-dialog';
import { UploadProgress, useUploadProgress } from './upload-progress';

type Step = 'editing' | 'confirm' | 'consent';

/** With a known property its name, pincode and country are fixed (shown read-only). */
const PROPERTY_LOCKED: ReadonlySet<ReviewFieldName> = new Set(['apartmentName', 'pincode', 'country']);
const NOTHING_LOCKED: ReadonlySet<ReviewFieldName> = new Set();

/** A draft's values as the form's; the property's own fields always come from the property. */
function initialValues(values: UseDraftResult['values'], property: ReviewedProperty | undefined) {
  const restored = formFromDraft(values);
  return property ? withProperty(restored, property) : restored;
}

interface WriteReviewEditorProps {
  draft: UseDraftResult;
  property?: ReviewedProperty;
  slug?: string;
  onDiscarded: () => void;
}

/**
 * The write form on its draft: autosaves as the renter types, then Continue → confirm → 'Anonymity &
 * Consent' → publish through the outbox (sent now when online, else queued) → 'Thanks for your review!'.
 */
export function WriteReviewEditor({ draft, property, slug, onDiscarded }: WriteReviewEditorProps) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<Step>('editing');
  const [publishing, setPublishing] = useState(false);
  const [thanks, setThanks] = useState<{ review: SubmittedReview; count: number | null; queued?: string } | null>(null);
  const progress = useUploadProgress(draft.draftId);

  // Once per draft (the editor is keyed by draft id).
  const [defaultValues] = useState(() => initialValues(draft.values, property));
  const form = useForm({ resolver: writeReviewResolver, defaultValues, shouldFocusError: false });
  // The property may be out of reach offline; a draft started on its page still knows its id.
  const propertyId = property?.id ?? draft.draft?.propertyId;
  const frozen = draft.state === 'queued' || draft.state === 'sending' || draft.state === 'published';

  // Autosave every change (the hook debounces and skips frozen drafts).
  const { save } = draft;
  const { subscribe, reset } = form;
  const changedByRenter = useRef(false);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          changedByRenter.current = true;
          save(values);
        },
      }),
    [subscribe, save],
  );

  // Switching to another stored draft can render once with the previous draft's (empty) answer:
  // when this draft's row arrives and nothing was typed yet, the form takes its values.
  const row = draft.draft;
  const restored = useRef(row?.id === draft.draftId);
  useEffect(() => {
    if (!row || row.id !== draft.draftId || restored.current) return;
    restored.current = true;
    if (!changedByRenter.current) reset(initialValues(draft.values, property));
  }, [row, draft.draftId, draft.values, property, reset]);

  // Once stored, the draft's id goes into the URL so a reload (even offline) reopens it.
  const stored = draft.draft !== undefined;
  useEffect(() => {
    if (stored) void navigate({ to: '.', search: { draft: draft.draftId }, replace: true });
  }, [stored, draft.draftId, navigate]);

  // A refused publish comes back with the server's messages on their fields.
  const { serverErrors } = draft;
  useEffect(() => {
    const names = Object.keys(serverErrors).filter((name) => name in emptyReviewForm());
    for (const name of names) {
      form.setError(name as ReviewFieldName, { type: 'server', message: serverErrors[name] });
    }
    if (names.length) focusFirstInvalid(rootRef.current, names);
  }, [serverErrors, form]);

  useEffect(() => {
    if (draft.error) toast.error(draft.error, { duration: LIMITS.formToastMs });
  }, [draft.error]);

  function goSignIn() {
    toast.error(M.publishGate, { duration: LIMITS.formToastMs });
    const back = slug ? `/write-review/${slug}?draft=${draft.draftId}` : `/write-review?draft=${draft.draftId}`;
    void draft.flush().finally(() => navigate({ to: '/sign-in', search: { redirect: back } }));
  }

  function onContinue() {
    if (frozen) return;
    setStep('confirm');
  }

  function onConfirm() {
    if (!session?.user.isVerified) {
      setStep('editing');
      goSignIn();
      return;
    }
    setStep('consent');
  }

  async function publish(isAnonymous: boolean) {
    const user = session?.user;
    if (!user) return goSignIn();
    // Validated again: what is frozen in the outbox is exactly what the form shows now.
    let parsed;
    try {
      const { publishReviewSchema } = await loadReviewValidation();
      parsed = publishReviewSchema.safeParse({ ...form.getValues(), isAnonymous });
    } catch (error) {
      setStep('editing');
      toast.error(errorMessage(error, M.submitError), { duration: LIMITS.formToastMs });
      return;
    }
    if (!parsed.success) {
      setStep('editing');
      toast.error(M.somethingWrong, { duration: LIMITS.formToastMs });
      return;
    }
    const { isAnonymous: _anonymous, ...values } = parsed.data;
    const fields = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
    );
    setPublishing(true);
    try {
      await draft.flush();
      const { publishDraft } = await loadOfflineStore();
      const result = await publishInForeground(draft.draftId, () =>
        publishDraft(
          draft.draftId,
          {
            fields,
            isAnonymous,
            target: propertyId ? { kind: 'property', propertyId } : { kind: 'new-property' },
          },
          { userId: user.id },
        ),
      );
      const submitted: SubmittedReview = {
        title: values.title,
        body: values.body,
        overallRating: values.overallRating,
        reviewer: isAnonymous ? 'Anonymous' : [user.firstName, user.lastName].filter(Boolean).join(' '),
        propertyName: property?.name ?? values.apartmentName,
        stayStartDate: values.stayStartDate,
        stayEndDate: values.stayEndDate,
      };
      setStep('editing');
      if (result.status === 'needs-attention') {
        const message = result.message || M.submitFailed;
        toast.error(message, { duration: LIMITS.formToastMs });
        return;
      }
      if (result.status === 'queued') {
        if (result.reason === 'waiting-for-sign-in') return goSignIn();
        toast.info(M.draftQueued);
        setThanks({ review: submitted, count: null, queued: M.draftQueued });
        return;
      }
      toast.success(M.submitted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: allReviewsKey }),
        queryClient.invalidateQueries({ queryKey: allPropertiesKey }),
      ]);
      const count = await queryClient
        .fetchQuery(myReviewsQueryOptions(user.id))
        .then((data) => data.reviews.length)
        .catch(() => null);
      setThanks({ review: submitted, count });
    } catch (error) {
      setStep('editing');
      toast.error(errorMessage(error, M.submitError), { duration: LIMITS.formToastMs });
    } finally {
      setPublishing(false);
    }
  }

  return (
    <div ref={rootRef} className="grid gap-6">
      {frozen && !thanks && (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {draft.state === 'published' ? M.draftPublished : M.draftQueued}
        </p>
      )}
      {draft.state === 'needs-attention' && <FormRootError message={draft.serverMessage || M.draftNeedsAttention} />}
      <ReviewForm
        form={form}
        locked={propertyId ? PROPERTY_LOCKED : NOTHING_LOCKED}
        busy={publishing || frozen}
        notice={<FormRootError message={draft.error ?? undefined} />}
        photos={
          <PhotoDropZone
            photos={draft.photos.map((p) => ({ id: p.id, name: p.name, url: p.url ?? '' }))}
            max={L.imagesMax}
            disabled={frozen}
            onAdd={(files) =>
              void draft
                .addPhotos(files)
                .then((result) =>
                  result.messages.forEach((message) => toast.error(message, { duration: LIMITS.formToastMs })),
                )
            }
            onRemove={(id) => void draft.removePhoto(id)}
          />
        }
        proof={
          <TenancyProofField
            proof={draft.proof}
            disabled={frozen}
            serverError={serverErrors[TENANCY_PROOF_FIELD]}
            onChoose={draft.setProof}
            onRemove={() => void draft.removeProof()}
          />
        }
        onValid={onContinue}
        // A refused publish's messages are focused on mount: then every field must be there at once.
        revealInSteps={Object.keys(serverErrors).length === 0}
      />
      {draft.draft && !frozen && (
        <div className="flex justify-start">
          <Button
            type="button"
            variant="ghost"
            onClick={() => void draft.discard().then(onDiscarded)}
            className="text-muted-foreground"
          >
            Discard this draft
          </Button>
        </div>
      )}
      <UploadProgress progress={publishing ? progress : null} />
      <PublishConfirmDialog open={step === 'confirm'} onCancel={() => setStep('editing')} onPublish={onConfirm} />
      <AnonymityConsentDialog
        open={step === 'consent'}
        publishing={publishing}
        onClose={() => setStep('editing')}
        onPublish={(anonymous) => void publish(anonymous)}
      />
      <ReviewThanksDialog
        review={thanks?.review ?? null}
        reviewCount={thanks?.count ?? null}
        queuedMessage={thanks?.queued}
        onClose={() => void (slug ? navigate({ to: '/property/$slug', params: { slug } }) : navigate({ to: '/' }))}
      />
    </div>
  );
}
