import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A renter's first visit to the write page: no draft was ever written in this browser, so the page
 * shows an empty form without creating the offline database (its tables, its live queries and the
 * outbox it wakes are the largest work of that page after its first paint: issue 22). The first
 * autosave creates it; a browser that holds drafts shows them as before.
 */

// The modules remember whether this page opened the database: each test loads fresh copies.
async function freshModules() {
  vi.resetModules();
  const [{ useDraft, DRAFT_AUTOSAVE_MS }, { useDrafts }, { OfflineDb, setOfflineDb }, { OFFLINE_DB_NAME }] =
    await Promise.all([
      import('@/features/write-review/offline/use-draft'),
      import('@/features/write-review/offline/use-drafts'),
      import('@/lib/offline-db'),
      import('@/lib/outbox-launch'),
    ]);
  return { useDraft, DRAFT_AUTOSAVE_MS, useDrafts, OfflineDb, setOfflineDb, OFFLINE_DB_NAME };
}

const databaseNames = async () => (await indexedDB.databases()).map((info) => info.name);

beforeEach(async () => {
  const { OFFLINE_DB_NAME } = await import('@/lib/outbox-launch');
  await Dexie.delete(OFFLINE_DB_NAME);
});
afterEach(() => cleanup());

describe('the write page without an offline database', () => {
  it('shows an empty draft and no saved drafts without creating the database, and creates it on the first save', async () => {
    const { useDraft, DRAFT_AUTOSAVE_MS, useDrafts, setOfflineDb, OFFLINE_DB_NAME } = await freshModules();
    const drafts = renderHook(() => useDrafts());
    const draft = renderHook(() => useDraft());
    await waitFor(() => expect(draft.result.current.loading).toBe(false));
    await waitFor(() => expect(drafts.result.current).toEqual([]));
    expect(draft.result.current.draft).toBeUndefined();
    expect(draft.result.current.values).toEqual({});
    expect(draft.result.current.photos).toEqual([]);
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);

    act(() => draft.result.current.save({ title: 'First words' }));
    await waitFor(() => expect(draft.result.current.draft?.values).toEqual({ title: 'First words' }), {
      timeout: DRAFT_AUTOSAVE_MS * 4,
    });
    expect(draft.result.current.loading).toBe(false);
    expect(await databaseNames()).toContain(OFFLINE_DB_NAME);
    // The list follows the database it now reads: the new draft is there.
    await waitFor(() => expect(drafts.result.current?.map((d) => d.title)).toEqual(['First words']));
    drafts.unmount();
    draft.unmount();
    setOfflineDb(undefined);
  });

  it('reads the drafts a browser already holds', async () => {
    const { useDraft, useDrafts, OfflineDb } = await freshModules();
    // Written on an earlier visit: the database exists, this page has not opened it yet.
    const earlier = new OfflineDb();
    await earlier.drafts.put({ id: 'd-1', values: { title: 'Kept from last week' }, updatedAt: 1, state: 'editing' });
    earlier.close();

    const drafts = renderHook(() => useDrafts());
    await waitFor(() => expect(drafts.result.current?.map((d) => d.title)).toEqual(['Kept from last week']));
    const draft = renderHook(() => useDraft({ draftId: 'd-1' }));
    await waitFor(() => expect(draft.result.current.loading).toBe(false));
    expect(draft.result.current.values).toEqual({ title: 'Kept from last week' });
    drafts.unmount();
    draft.unmount();
  });
});
