/**
 * Drafts the open form is publishing right now: the form tells the renter itself (thanks dialog), so
 * the outbox's background notices stay quiet about them. Apart from the notices, which load the
 * outbox: the form marks its publish before it has loaded Dexie (issue 22).
 */
const foreground = new Set<string>();

/** Runs `publish` for a draft the form shows, so the background notices stay quiet about it. */
export async function publishInForeground<T>(draftId: string, publish: () => Promise<T>): Promise<T> {
  foreground.add(draftId);
  try {
    return await publish();
  } finally {
    foreground.delete(draftId);
  }
}

/** Whether the open form is publishing this draft itself. */
export const isPublishingInForeground = (draftId: string): boolean => foreground.has(draftId);
