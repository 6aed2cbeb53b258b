import { useEffect, useMemo } from 'react';

/** Object URLs for blobs (photo previews), revoked when the list changes or the component goes. */
export function useObjectUrls<T extends { blob: Blob }>(items: readonly T[]): (T & { url: string })[] {
  const withUrls = useMemo(() => items.map((item) => ({ ...item, url: URL.createObjectURL(item.blob) })), [items]);
  useEffect(() => () => withUrls.forEach((item) => URL.revokeObjectURL(item.url)), [withUrls]);
  return withUrls;
}
