import { REVIEW_FORM_MESSAGES } from '@/shared/review-form-text';

interface MaybeWrapped {
  name?: unknown;
  inner?: unknown;
}

/**
 * A full disk: the browser's QuotaExceededError, or Dexie's AbortError (or any Dexie error) whose
 * `inner` error is one. Dexie reports a quota failure inside a transaction as an AbortError.
 */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as MaybeWrapped;
    if (e.name === 'QuotaExceededError') return true;
    current = e.inner;
  }
  return false;
}

/** The message the form shows for a failed draft write: a full disk says so, never silently. */
export function storageErrorMessage(error: unknown): string {
  return isQuotaError(error) ? REVIEW_FORM_MESSAGES.storageFull : REVIEW_FORM_MESSAGES.somethingWrong;
}

let persistRequested: Promise<boolean> | undefined;

/**
 * Asks once per page load for persistent storage so the browser does not evict drafts under
 * pressure. The answer is advisory (Chromium grants it to engaged sites); failure is harmless.
 */
export function requestPersistentStorage(): Promise<boolean> {
  persistRequested ??= (async () => {
    try {
      const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
      if (!storage?.persist) return false;
      if (await storage.persisted?.()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return persistRequested;
}
