/**
 * Preview URLs of stored photos, one per photo id, made once and kept while the photo is shown
 * (React re-renders, and StrictMode's double effects, must not revoke a URL an <img> still uses).
 */
const urls = new Map<string, string>();

export function draftPhotoUrl(photoId: string, bytes: ArrayBuffer, type: string): string | undefined {
  const known = urls.get(photoId);
  if (known) return known;
  if (typeof URL.createObjectURL !== 'function') return undefined;
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  urls.set(photoId, url);
  return url;
}

/** Called when a photo leaves the form (removed, draft discarded or published). */
export function revokeDraftPhotoUrl(photoId: string) {
  const url = urls.get(photoId);
  if (!url) return;
  URL.revokeObjectURL(url);
  urls.delete(photoId);
}
