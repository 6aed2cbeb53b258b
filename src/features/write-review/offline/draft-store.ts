import { type DraftPhotoRow, type DraftProofRow, type DraftRow, type OfflineDb, offlineDb } from '@/lib/offline-db';
import type { ReviewDraftValues } from '@/shared/review-form';
import { REVIEW_FORM_LIMITS, REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';
import { tenancyProofProblem } from '@/shared/tenancy-proof';
import { type DraftContext, hasDraftContent, parseDraftValues } from './draft-values';
import { type ResizedPhoto, resizePhoto } from './photo-resize';

/**
 * Reads and writes of drafts and their photos (Dexie). The hooks call these through
 * `loadOfflineStore()`; components call the hooks.
 */

function newDraftRow(id: string, context: DraftContext, now: number): DraftRow {
  return {
    id,
    ...(context.userId ? { userId: context.userId } : {}),
    ...(context.propertySlug ? { propertySlug: context.propertySlug } : {}),
    ...(context.propertyId ? { propertyId: context.propertyId } : {}),
    values: {},
    updatedAt: now,
    state: 'editing',
  };
}

/** A draft the renter may still change: not frozen in the outbox, not published. */
const isEditable = (draft: DraftRow) => draft.state === 'editing' || draft.state === 'needs-attention';

/**
 * Writes the form's values. Creates the draft on the first write that holds something; leaves a
 * queued, sending or published draft alone (its payload is frozen). Throws on a storage failure
 * (see isQuotaError): the caller shows it.
 */
export async function saveDraftValues(
  draftId: string,
  values: ReviewDraftValues,
  context: DraftContext,
  db: OfflineDb = offlineDb(),
): Promise<void> {
  const clean = parseDraftValues(values);
  await db.transaction('rw', db.drafts, async () => {
    const now = Date.now();
    const existing = await db.drafts.get(draftId);
    if (existing) {
      if (!isEditable(existing)) return;
      await db.drafts.update(draftId, {
        values: clean,
        updatedAt: now,
        ...(context.userId && !existing.userId ? { userId: context.userId } : {}),
      });
      return;
    }
    if (!hasDraftContent(clean, Boolean(context.propertyId || context.propertySlug))) return;
    await db.drafts.add({ ...newDraftRow(draftId, context, now), values: clean });
  });
}

export async function getDraftPhotos(draftId: string, db: OfflineDb = offlineDb()): Promise<DraftPhotoRow[]> {
  return db.draftPhotos.where('draftId').equals(draftId).sortBy('addedAt');
}

export interface AddPhotosResult {
  added: number;
  /** User-facing reasons some files were not added (too many, not an image, too large). */
  messages: string[];
}

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|heic|heif)$/i;
const isImageFile = (file: File) => file.type.startsWith('image/') || (!file.type && IMAGE_EXTENSIONS.test(file.name));

function storedName(name: string, type: string): string {
  const ext = type === 'image/webp' ? 'webp' : type === 'image/jpeg' ? 'jpg' : undefined;
  if (!ext) return name;
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.${ext}`;
}

type Resize = (file: Blob) => Promise<ResizedPhoto>;

/**
 * Resizes and stores photos on the draft (creating the draft if needed), up to imagesMax in all.
 * Non-images are skipped. A photo the browser cannot decode (HEIC outside Safari) is kept as it is
 * when it is within the server's size limit. Throws on a storage failure.
 */
export async function addDraftPhotos(
  draftId: string,
  files: readonly File[],
  context: DraftContext,
  options: { db?: OfflineDb; resize?: Resize } = {},
): Promise<AddPhotosResult> {
  const db = options.db ?? offlineDb();
  const resize = options.resize ?? resizePhoto;
  const messages = new Set<string>();
  const images = files.filter((file) => {
    if (isImageFile(file)) return true;
    messages.add(REVIEW_FORM_MESSAGES.imageType);
    return false;
  });
  const existing = await db.draftPhotos.where('draftId').equals(draftId).count();
  const room = Math.max(0, REVIEW_FORM_LIMITS.imagesMax - existing);
  if (images.length > room) messages.add(REVIEW_FORM_MESSAGES.imagesMax);

  const prepared: Omit<DraftPhotoRow, 'addedAt'>[] = [];
  for (const file of images.slice(0, room)) {
    let photo: ResizedPhoto;
    try {
      photo = await resize(file);
    } catch {
      if (file.size > REVIEW_FORM_LIMITS.imageMaxBytes) {
        messages.add(REVIEW_FORM_MESSAGES.imageTooLarge);
        continue;
      }
      photo = { bytes: await file.arrayBuffer(), type: file.type || 'application/octet-stream', width: 0, height: 0 };
    }
    prepared.push({
      id: crypto.randomUUID(),
      draftId,
      bytes: photo.bytes,
      type: photo.type,
      name: storedName(file.name || 'photo', photo.type),
      size: photo.bytes.byteLength,
      width: photo.width,
      height: photo.height,
    });
  }

  let added = 0;
  await db.transaction('rw', db.drafts, db.draftPhotos, async () => {
    const now = Date.now();
    const draft = await db.drafts.get(draftId);
    if (draft && !isEditable(draft)) return;
    if (!draft) await db.drafts.add(newDraftRow(draftId, context, now));
    else await db.drafts.update(draftId, { updatedAt: now });
    // Counted again inside the transaction: two quick drops must not pass the limit together.
    const count = await db.draftPhotos.where('draftId').equals(draftId).count();
    const rows = prepared.slice(0, Math.max(0, REVIEW_FORM_LIMITS.imagesMax - count));
    if (rows.length < prepared.length) messages.add(REVIEW_FORM_MESSAGES.imagesMax);
    await db.draftPhotos.bulkAdd(rows.map((row, i) => ({ ...row, addedAt: now + i })));
    added = rows.length;
  });
  return { added, messages: [...messages] };
}

/** Removes one photo from an editable draft. */
export async function removeDraftPhoto(photoId: string, db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.drafts, db.draftPhotos, async () => {
    const photo = await db.draftPhotos.get(photoId);
    if (!photo) return;
    const draft = await db.drafts.get(photo.draftId);
    if (draft && !isEditable(draft)) return;
    await db.draftPhotos.delete(photoId);
    if (draft) await db.drafts.update(draft.id, { updatedAt: Date.now() });
  });
}

/**
 * Keeps the proof of tenancy on the draft (creating the draft if needed), replacing any earlier one.
 * Checked first with the server's limits and messages (type by its first bytes, size): returns the
 * message of a refused file, or null. Throws on a storage failure.
 */
export async function setDraftProof(
  draftId: string,
  file: File,
  context: DraftContext,
  db: OfflineDb = offlineDb(),
): Promise<string | null> {
  const problem = await tenancyProofProblem(file);
  if (problem) return problem;
  // Bytes, not the File: Safari reads Files back from IndexedDB as 0 bytes.
  const bytes = await file.arrayBuffer();
  await db.transaction('rw', db.drafts, db.draftProofs, async () => {
    const now = Date.now();
    const draft = await db.drafts.get(draftId);
    if (draft && !isEditable(draft)) return;
    if (!draft) await db.drafts.add(newDraftRow(draftId, context, now));
    else await db.drafts.update(draftId, { updatedAt: now });
    await db.draftProofs.put({ draftId, bytes, type: file.type, name: file.name || 'proof', size: bytes.byteLength });
  });
  return null;
}

export async function getDraftProof(draftId: string, db: OfflineDb = offlineDb()): Promise<DraftProofRow | undefined> {
  return db.draftProofs.get(draftId);
}

/** Removes the proof of an editable draft. */
export async function removeDraftProof(draftId: string, db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', db.drafts, db.draftProofs, async () => {
    const draft = await db.drafts.get(draftId);
    if (draft && !isEditable(draft)) return;
    await db.draftProofs.delete(draftId);
  });
}

/** The stored proof as a fresh File for the upload. */
export const proofToFile = (proof: DraftProofRow) => new File([proof.bytes], proof.name, { type: proof.type });

/** Deletes a draft with its photos, its proof and any queued publish of it. */
export async function discardDraft(draftId: string, db: OfflineDb = offlineDb()): Promise<void> {
  await db.transaction('rw', [db.drafts, db.draftPhotos, db.draftProofs, db.outbox], async () => {
    await db.draftPhotos.where('draftId').equals(draftId).delete();
    await db.draftProofs.delete(draftId);
    await db.outbox.delete(draftId);
    await db.drafts.delete(draftId);
  });
}

/** Stored photos as fresh Files for an upload (never a File read back from IndexedDB: Safari sends 0 bytes). */
export function photosToFiles(photos: readonly DraftPhotoRow[]): File[] {
  return photos.map((p) => new File([p.bytes], p.name, { type: p.type }));
}

/** Published drafts are kept a while (the page may still show "published"), then dropped. */
const PUBLISHED_DRAFT_TTL_MS = 7 * 24 * 60 * 60_000;

export async function prunePublishedDrafts(db: OfflineDb = offlineDb(), now = Date.now()): Promise<number> {
  return db.drafts
    .where('state')
    .equals('published')
    .and((d) => d.updatedAt < now - PUBLISHED_DRAFT_TTL_MS)
    .delete();
}
