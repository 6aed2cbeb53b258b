import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDraftPhotos, saveDraftValues } from '@/features/write-review/offline/draft-store';
import { parseDraftValues } from '@/features/write-review/offline/draft-values';
import { isQuotaError } from '@/features/write-review/offline/storage-errors';
import { DRAFT_AUTOSAVE_MS, useDraft } from '@/features/write-review/offline/use-draft';
import { useDrafts } from '@/features/write-review/offline/use-drafts';
import { OfflineDb, setOfflineDb } from '@/lib/offline-db';
import { sessionStore } from '@/lib/session';
import { REVIEW_FORM_LIMITS, REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';

let db: OfflineDb;

beforeEach(async () => {
  db = new OfflineDb(`drafts-${crypto.randomUUID()}`);
  await db.open();
  setOfflineDb(db);
  sessionStore.clear();
});
afterEach(async () => {
  // Unmount first (no globals, so Testing Library cannot): a live query left mounted would render
  // after the database and then the test environment are gone.
  cleanup();
  setOfflineDb(undefined);
  sessionStore.clear();
  await db.delete();
});

const signIn = (id = 'renter-1') =>
  sessionStore.set({
    token: `token-${id}`,
    user: {
      id,
      email: `${id}@x.test`,
      firstName: 'R',
      lastName: 'One',
      role: 'USER',
      isVerified: true,
      isSocialLogin: false,
    },
  });

const jpeg = (name: string, size = 2000) => new File([new Uint8Array(size).fill(7)], name, { type: 'image/jpeg' });

describe('useDraft autosave', () => {
  it('saves the values after a short quiet pause, signed out, and restores them after a reload', async () => {
    const first = renderHook(() => useDraft());
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    const { draftId } = first.result.current;
    act(() => first.result.current.save({ title: 'Lovely', body: 'Half-writ' }));
    act(() => first.result.current.save({ title: 'Lovely flat', body: 'Half-written review' }));
    // Debounced: nothing is written straight away.
    expect(await db.drafts.get(draftId)).toBeUndefined();
    await waitFor(async () => expect((await db.drafts.get(draftId))?.values.title).toBe('Lovely flat'), {
      timeout: DRAFT_AUTOSAVE_MS * 4,
    });
    const row = await db.drafts.get(draftId);
    expect(row).toMatchObject({ state: 'editing', values: { title: 'Lovely flat', body: 'Half-written review' } });
    expect(row?.userId).toBeUndefined();
    first.unmount();

    // "Reload": a new hook on the same database resumes the draft by id.
    const second = renderHook(() => useDraft({ draftId }));
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.values).toEqual({ title: 'Lovely flat', body: 'Half-written review' });
    expect(second.result.current.state).toBe('editing');
  });

  it('writes the pending change at once when the page is hidden or the form unmounts', async () => {
    signIn();
    const hook = renderHook(() => useDraft({ propertySlug: 'marina-bay', propertyId: 'p-1' }));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    const { draftId } = hook.result.current;
    act(() => hook.result.current.save({ title: 'Typed just before closing' }));
    hook.unmount();
    await waitFor(async () => expect(await db.drafts.get(draftId)).toBeDefined());
    expect(await db.drafts.get(draftId)).toMatchObject({
      userId: 'renter-1',
      propertySlug: 'marina-bay',
      propertyId: 'p-1',
      values: { title: 'Typed just before closing' },
    });
  });

  it('creates no draft for an untouched form, nor for the address a property page fills in', async () => {
    await saveDraftValues('d-empty', { title: '', overallRating: 0, propertyType: 'CONDO' }, {}, db);
    await saveDraftValues(
      'd-address',
      { apartmentName: 'Marina Bay Suites', pincode: '018982' },
      { propertySlug: 's' },
      db,
    );
    expect(await db.drafts.count()).toBe(0);
    await saveDraftValues('d-typed', { apartmentName: 'Marina Bay Suites' }, {}, db);
    expect(await db.drafts.count()).toBe(1);
  });

  it('restores what it can from a corrupt row instead of crashing', async () => {
    await db.drafts.add({
      id: 'broken',
      values: { title: 'Kept', overallRating: 4, body: { nested: true }, bogus: 'x', pincode: null } as never,
      updatedAt: 1,
      state: 'editing',
    });
    const hook = renderHook(() => useDraft({ draftId: 'broken' }));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.values).toEqual({ title: 'Kept', overallRating: 4 });
    expect(parseDraftValues('not an object')).toEqual({});
    expect(parseDraftValues([1, 2])).toEqual({});
    expect(parseDraftValues({ overallRating: Number.NaN, title: 'x' })).toEqual({ title: 'x' });
  });

  it('leaves a queued draft alone: its payload is frozen', async () => {
    await db.drafts.add({ id: 'q', values: { title: 'Frozen' }, updatedAt: 1, state: 'queued' });
    await saveDraftValues('q', { title: 'Changed' }, {}, db);
    expect((await db.drafts.get('q'))?.values.title).toBe('Frozen');
  });
});

describe('useDraft photos', () => {
  it('stores images as bytes, skips other files and stops at the limit with its message', async () => {
    const hook = renderHook(() => useDraft());
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    let result!: Awaited<ReturnType<typeof hook.result.current.addPhotos>>;
    await act(async () => {
      result = await hook.result.current.addPhotos([
        jpeg('a.jpg'),
        new File(['<html>'], 'notes.txt', { type: 'text/plain' }),
        jpeg('b.jpg', 3000),
      ]);
    });
    expect(result).toEqual({ added: 2, messages: [REVIEW_FORM_MESSAGES.imageType] });
    await waitFor(() => expect(hook.result.current.photos).toHaveLength(2));
    const [a] = await db.draftPhotos.where('draftId').equals(hook.result.current.draftId).sortBy('addedAt');
    // Bytes, not a Blob: Safari cannot upload a File read back from IndexedDB.
    // (jsdom's ArrayBuffer and Node's are different realms: compare the tag, not the class.)
    expect(Object.prototype.toString.call(a!.bytes)).toBe('[object ArrayBuffer]');
    expect(a!.bytes.byteLength).toBe(2000);
    expect(hook.result.current.photos.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg']);
    // The draft itself was created by the first photo (its row's live query answers apart from the photos').
    await waitFor(() => expect(hook.result.current.draft?.state).toBe('editing'));

    await act(async () => {
      result = await hook.result.current.addPhotos(Array.from({ length: 10 }, (_, i) => jpeg(`${i}.jpg`)));
    });
    expect(result).toEqual({ added: REVIEW_FORM_LIMITS.imagesMax - 2, messages: [REVIEW_FORM_MESSAGES.imagesMax] });
    await waitFor(() => expect(hook.result.current.photos).toHaveLength(REVIEW_FORM_LIMITS.imagesMax));

    const removed = hook.result.current.photos[0]!.id;
    await act(() => hook.result.current.removePhoto(removed));
    await waitFor(() => expect(hook.result.current.photos).toHaveLength(REVIEW_FORM_LIMITS.imagesMax - 1));
    expect(hook.result.current.photos.some((p) => p.id === removed)).toBe(false);
  });

  it('stores the resized photo under a name that matches its new type', async () => {
    const resize = vi.fn(async () => ({
      bytes: new Uint8Array(10).buffer,
      type: 'image/webp',
      width: 2048,
      height: 1536,
    }));
    const out = await addDraftPhotos('d1', [jpeg('IMG_0001.JPG', 5_000_000)], {}, { db, resize });
    expect(out.added).toBe(1);
    expect(await db.draftPhotos.toArray()).toEqual([
      expect.objectContaining({ name: 'IMG_0001.webp', type: 'image/webp', size: 10, width: 2048, height: 1536 }),
    ]);
  });

  it('refuses a photo it cannot shrink when it is over the upload limit', async () => {
    const resize = vi.fn(async () => {
      throw new Error('cannot decode');
    });
    const big = new File([new Uint8Array(REVIEW_FORM_LIMITS.imageMaxBytes + 1)], 'huge.heic', { type: 'image/heic' });
    const out = await addDraftPhotos('d1', [big], {}, { db, resize });
    expect(out).toEqual({ added: 0, messages: [REVIEW_FORM_MESSAGES.imageTooLarge] });
  });

  it('discard deletes the draft and its photos and starts a new one', async () => {
    const hook = renderHook(() => useDraft());
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    const first = hook.result.current.draftId;
    await act(async () => {
      await hook.result.current.addPhotos([jpeg('a.jpg')]);
    });
    await act(() => hook.result.current.discard());
    expect(await db.drafts.get(first)).toBeUndefined();
    expect(await db.draftPhotos.count()).toBe(0);
    expect(hook.result.current.draftId).not.toBe(first);
  });
});

describe('useDraft after publishing', () => {
  it('startNew leaves the published draft alone and writes the next review to a new draft', async () => {
    signIn();
    await db.drafts.add({ id: 'sent', values: { title: 'Sent' }, updatedAt: 1, state: 'published' });
    const hook = renderHook(() => useDraft());
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    const first = hook.result.current.draftId;
    act(() => hook.result.current.startNew());
    const next = hook.result.current.draftId;
    expect(next).not.toBe(first);
    act(() => hook.result.current.save({ title: 'Another one' }));
    await act(() => hook.result.current.flush());
    expect((await db.drafts.get(next))?.values.title).toBe('Another one');
    expect((await db.drafts.get('sent'))?.values.title).toBe('Sent');
  });
});

describe('a full disk', () => {
  const quota = () => new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError'));

  it('recognises the quota error however Dexie wraps it', () => {
    expect(isQuotaError(quota())).toBe(true);
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isQuotaError(new Error('boom'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
  });

  it('is shown by the hook, never swallowed, and the stored draft is unchanged', async () => {
    await db.drafts.add({ id: 'd1', values: { title: 'Safe' }, updatedAt: 1, state: 'editing' });
    const hook = renderHook(() => useDraft({ draftId: 'd1' }));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    const spy = vi.spyOn(db, 'transaction').mockImplementation(() => Promise.reject(quota()) as never);
    act(() => hook.result.current.save({ title: 'Lost?' }));
    await act(() => hook.result.current.flush());
    expect(hook.result.current.error).toBe(REVIEW_FORM_MESSAGES.storageFull);
    let added!: Awaited<ReturnType<typeof hook.result.current.addPhotos>>;
    await act(async () => {
      added = await hook.result.current.addPhotos([jpeg('a.jpg')]);
    });
    expect(added).toEqual({ added: 0, messages: [REVIEW_FORM_MESSAGES.storageFull] });
    spy.mockRestore();
    expect((await db.drafts.get('d1'))?.values.title).toBe('Safe');
  });
});

describe('useDrafts', () => {
  it("lists this renter's and signed-out drafts, newest first, with their outbox state", async () => {
    signIn('renter-1');
    await db.drafts.bulkAdd([
      { id: 'mine', userId: 'renter-1', values: { title: 'Mine' }, updatedAt: 3, state: 'queued', propertySlug: 'a' },
      { id: 'anon', values: { title: 'Anon', apartmentName: 'Block 9' }, updatedAt: 2, state: 'editing' },
      { id: 'theirs', userId: 'renter-2', values: { title: 'Theirs' }, updatedAt: 4, state: 'editing' },
      { id: 'done', userId: 'renter-1', values: { title: 'Done' }, updatedAt: 5, state: 'published' },
    ]);
    await db.outbox.add({
      draftId: 'mine',
      idempotencyKey: 'k',
      payload: { fields: {}, isAnonymous: false, target: { kind: 'new-property' } },
      photoIds: [],
      userId: 'renter-1',
      attempts: 2,
      lastError: 'Network error',
      nextAttemptAt: 10,
      waitingForSignIn: 0,
      queuedAt: 1,
    });
    const all = renderHook(() => useDrafts());
    await waitFor(() => expect(all.result.current).toBeDefined());
    expect(all.result.current!.map((d) => d.id)).toEqual(['mine', 'anon']);
    expect(all.result.current![0]).toMatchObject({
      title: 'Mine',
      state: 'queued',
      attempts: 2,
      lastError: 'Network error',
    });
    expect(all.result.current![1]).toMatchObject({ apartmentName: 'Block 9', photoCount: 0 });

    const forProperty = renderHook(() => useDrafts({ propertySlug: 'a' }));
    await waitFor(() => expect(forProperty.result.current?.map((d) => d.id)).toEqual(['mine']));
  });
});
