import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from '@/lib/offline-db';

/**
 * The outbox (Dexie and the drainer) starts only once this browser holds the offline database: a
 * first visit to a read page never loads it (issue 22), and a draft written later, here or in another
 * tab, still goes out.
 */

// The module remembers that the page opened the database: each test starts from a fresh copy.
const freshLauncher = async () => {
  vi.resetModules();
  return import('@/lib/outbox-launch');
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('launchOutboxWhenNeeded', () => {
  it('starts at once when the offline database exists', async () => {
    const { launchOutboxWhenNeeded } = await freshLauncher();
    const start = vi.fn();
    launchOutboxWhenNeeded(start, () => Promise.resolve(true));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits without one, and starts once another tab has created it and the connection returns', async () => {
    const { launchOutboxWhenNeeded } = await freshLauncher();
    const start = vi.fn();
    let exists = false;
    const check = vi.fn(() => Promise.resolve(exists));
    launchOutboxWhenNeeded(start, check);
    await flush();
    expect(start).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await flush();
    expect(start).not.toHaveBeenCalled();

    exists = true;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);

    // Started once: later events neither start it again nor look for the database.
    const checks = check.mock.calls.length;
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(checks);
  });

  it('starts when the tab becomes visible and the database exists by then', async () => {
    const { launchOutboxWhenNeeded } = await freshLauncher();
    const start = vi.fn();
    let exists = false;
    launchOutboxWhenNeeded(start, () => Promise.resolve(exists));
    await flush();
    exists = true;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when this page opens the database, before or after the launcher is set up', async () => {
    const later = await freshLauncher();
    const start = vi.fn();
    later.launchOutboxWhenNeeded(start, () => Promise.resolve(false));
    await flush();
    expect(start).not.toHaveBeenCalled();
    later.markOfflineDbOpened();
    expect(start).toHaveBeenCalledTimes(1);

    const before = await freshLauncher();
    const startBefore = vi.fn();
    const check = vi.fn(() => Promise.resolve(false));
    before.markOfflineDbOpened();
    before.launchOutboxWhenNeeded(startBefore, check);
    expect(startBefore).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('offlineDbExists', () => {
  const create = (idb: IDBFactory, name: string) =>
    new Promise<void>((resolve, reject) => {
      const request = idb.open(name, 1);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });

  it("finds the app's database by the name Dexie opens, and says yes when the browser cannot tell", async () => {
    const { offlineDbExists, OFFLINE_DB_NAME } = await import('@/lib/outbox-launch');
    expect(new OfflineDb().name).toBe(OFFLINE_DB_NAME);

    const idb = new IDBFactory();
    expect(await offlineDbExists(idb)).toBe(false);
    await create(idb, 'another-app');
    expect(await offlineDbExists(idb)).toBe(false);
    await create(idb, OFFLINE_DB_NAME);
    expect(await offlineDbExists(idb)).toBe(true);

    expect(await offlineDbExists({} as IDBFactory)).toBe(true);
    const failing = { databases: () => Promise.reject(new Error('denied')) } as unknown as IDBFactory;
    expect(await offlineDbExists(failing)).toBe(true);
  });
});
