import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DraftPhotoRow, DraftProofRow, DraftRow, DraftState } from '@/lib/offline-db';
import { useSession } from '@/lib/session';
import type { ReviewDraftValues } from '@/shared/review-form';
import type { AddPhotosResult } from './draft-store';
import { type DraftContext, newDraftId, parseDraftValues } from './draft-values';
import { loadOfflineStore } from './load-offline-store';
import { draftPhotoUrl, revokeDraftPhotoUrl } from './photo-urls';
import { requestPersistentStorage, storageErrorMessage } from './storage-errors';
import { useOfflineLiveQuery } from './use-offline-live-query';

/** What a new draft reads before the database has one (constants: the live query compares answers). */
const NO_ROW: { row: DraftRow | undefined } = { row: undefined };
const NO_PHOTOS: DraftPhotoRow[] = [];
const NO_PROOF: { row: DraftProofRow | undefined } = { row: undefined };

/** The form autosaves this long after the last keystroke. */
export const DRAFT_AUTOSAVE_MS = 500;

export interface UseDraftOptions {
  /** The draft to resume; without it a new draft starts (stored on the first change worth keeping). */
  draftId?: string;
  propertySlug?: string;
  propertyId?: string;
}

export interface DraftPhotoView extends Omit<DraftPhotoRow, 'bytes'> {
  /** An object URL for the preview (undefined where the browser has none, e.g. jsdom). */
  url: string | undefined;
}

export interface UseDraftResult {
  draftId: string;
  /** True until the stored draft (or its absence) is known: restore the form after that. */
  loading: boolean;
  /** The stored row, when the draft exists. */
  draft: DraftRow | undefined;
  state: DraftState;
  /** The stored values, parsed loosely (a corrupt row gives what it can, never a crash). */
  values: ReviewDraftValues;
  photos: DraftPhotoView[];
  /** The draft's proof of tenancy (name and size; the bytes stay in IndexedDB). */
  proof: { name: string; size: number } | undefined;
  /** Keeps a proof on the draft; resolves with the message of a refused file, else null. */
  setProof: (file: File) => Promise<string | null>;
  removeProof: () => Promise<void>;
  /** The server's messages by field after a refused publish. */
  serverErrors: Record<string, string>;
  serverMessage: string | undefined;
  /** Autosave: call on every change; written after DRAFT_AUTOSAVE_MS of quiet. */
  save: (values: ReviewDraftValues) => void;
  /** Writes a pending autosave now (before publishing, on leaving the page). */
  flush: () => Promise<void>;
  addPhotos: (files: Iterable<File> | ArrayLike<File>) => Promise<AddPhotosResult>;
  removePhoto: (photoId: string) => Promise<void>;
  /**
   * Deletes the draft, its photos and any queued publish, and starts a new draft (when the page
   * passed `draftId`, it must drop it too).
   */
  discard: () => Promise<void>;
  /** Leaves this draft as it is (e.g. queued or published) and starts a new, empty one. */
  startNew: () => void;
  /** A storage failure the form must show (REVIEW_FORM_MESSAGES.storageFull on a full disk). */
  error: string | null;
  clearError: () => void;
}

/**
 * The write form's one door to its offline draft: restores it, autosaves as the renter types (signed
 * in or not, online or not), keeps its photos and reports storage failures instead of losing data.
 */
export function useDraft(options: UseDraftOptions = {}): UseDraftResult {
  const session = useSession();
  const [freshId, setFreshId] = useState(newDraftId);
  const draftId = options.draftId ?? freshId;
  const [error, setError] = useState<string | null>(null);

  const context = useRef<DraftContext>({});
  useEffect(() => {
    context.current = {
      ...(session?.user.id ? { userId: session.user.id } : {}),
      ...(options.propertySlug ? { propertySlug: options.propertySlug } : {}),
      ...(options.propertyId ? { propertyId: options.propertyId } : {}),
    };
  }, [session?.user.id, options.propertySlug, options.propertyId]);

  // Without the database (a first visit) the draft is new and empty: the live queries answer so at once
  // and read nothing; the first save creates the database, and they read it from then on.
  const loaded = useOfflineLiveQuery(
    async (store) => ({ row: await store.offlineDb().drafts.get(draftId) }),
    [draftId],
    NO_ROW,
  );
  const photoRows = useOfflineLiveQuery((store) => store.getDraftPhotos(draftId), [draftId], NO_PHOTOS);
  const proofRow = useOfflineLiveQuery(
    async (store) => ({ row: await store.getDraftProof(draftId) }),
    [draftId],
    NO_PROOF,
  );
  const proof = useMemo(
    () => (proofRow?.row ? { name: proofRow.row.name, size: proofRow.row.size } : undefined),
    [proofRow],
  );
  const draft = loaded?.row;
  const values = useMemo(() => parseDraftValues(draft?.values), [draft]);

  const pending = useRef<{ draftId: string; values: ReviewDraftValues } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    try {
      await (await loadOfflineStore()).saveDraftValues(next.draftId, next.values, context.current);
      setError(null);
    } catch (e) {
      setError(storageErrorMessage(e));
    }
  }, []);

  const save = useCallback(
    (next: ReviewDraftValues) => {
      if (pending.current && pending.current.draftId !== draftId) void flush();
      pending.current = { draftId, values: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_AUTOSAVE_MS);
    },
    [draftId, flush],
  );

  useEffect(() => {
    void requestPersistentStorage();
    // Closing or hiding the tab must not lose the last half second of typing.
    const onHide = () => void flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      void flush();
    };
  }, [flush]);

  const photos = useMemo(
    () => (photoRows ?? []).map(({ bytes, ...rest }) => ({ ...rest, url: draftPhotoUrl(rest.id, bytes, rest.type) })),
    [photoRows],
  );
  const shownIds = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(photos.map((p) => p.id));
    for (const id of shownIds.current) if (!now.has(id)) revokeDraftPhotoUrl(id);
    shownIds.current = now;
  }, [photos]);

  const addPhotos = useCallback(
    async (files: Iterable<File> | ArrayLike<File>) => {
      try {
        const store = await loadOfflineStore();
        const result = await store.addDraftPhotos(draftId, Array.from(files), context.current);
        setError(null);
        return result;
      } catch (e) {
        const message = storageErrorMessage(e);
        setError(message);
        return { added: 0, messages: [message] };
      }
    },
    [draftId],
  );

  const removePhoto = useCallback(async (photoId: string) => {
    try {
      await (await loadOfflineStore()).removeDraftPhoto(photoId);
    } catch (e) {
      setError(storageErrorMessage(e));
    }
  }, []);

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    if (pending.current?.draftId === draftId) pending.current = null;
    try {
      await (await loadOfflineStore()).discardDraft(draftId);
      setFreshId(newDraftId());
    } catch (e) {
      setError(storageErrorMessage(e));
    }
  }, [draftId]);

  const startNew = useCallback(() => {
    void flush();
    setFreshId(newDraftId());
  }, [flush]);

  const setProof = useCallback(
    async (file: File) => {
      try {
        const problem = await (await loadOfflineStore()).setDraftProof(draftId, file, context.current);
        setError(null);
        return problem;
      } catch (e) {
        const message = storageErrorMessage(e);
        setError(message);
        return message;
      }
    },
    [draftId],
  );

  const removeProof = useCallback(async () => {
    try {
      await (await loadOfflineStore()).removeDraftProof(draftId);
    } catch (e) {
      setError(storageErrorMessage(e));
    }
  }, [draftId]);

  const clearError = useCallback(() => setError(null), []);

  return {
    draftId,
    loading: loaded === undefined || photoRows === undefined,
    draft,
    state: draft?.state ?? 'editing',
    values,
    photos,
    proof,
    setProof,
    removeProof,
    serverErrors: draft?.serverErrors ?? {},
    serverMessage: draft?.serverMessage,
    save,
    flush,
    addPhotos,
    removePhoto,
    discard,
    startNew,
    error,
    clearError,
  };
}
