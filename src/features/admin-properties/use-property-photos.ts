import { useCallback, useMemo, useState } from 'react';
import type { PhotoPreview } from '@/components/photo-drop-zone';
import { useObjectUrls } from '@/lib/use-object-urls';
import type { AdminProperty } from './property-form-data';

type StoredImage = NonNullable<AdminProperty['images']>[number];

/**
 * The gallery being edited: the stored images still kept, then the newly picked files, in the order
 * they will be saved (the first is the thumbnail). Removing a stored image marks it for deletion;
 * removing a picked file forgets it before anything is uploaded.
 */
export function usePropertyPhotos(stored: readonly StoredImage[] = []) {
  const [added, setAdded] = useState<{ id: string; name: string; blob: File }[]>([]);
  const [removedIds, setRemovedIds] = useState<string[]>([]);
  const previews = useObjectUrls(added);

  const photos = useMemo<PhotoPreview[]>(
    () => [
      ...stored
        .filter((image) => !removedIds.includes(image.id))
        .map((image, i) => ({ id: image.id, name: `current image ${i + 1}`, url: image.thumbUrl ?? image.imageUrl })),
      ...previews.map(({ id, name, url }) => ({ id, name, url })),
    ],
    [stored, removedIds, previews],
  );

  const add = useCallback(
    (files: File[]) =>
      setAdded((current) => [...current, ...files.map((blob) => ({ id: crypto.randomUUID(), name: blob.name, blob }))]),
    [],
  );
  const remove = useCallback(
    (id: string) => {
      if (stored.some((image) => image.id === id)) setRemovedIds((current) => [...current, id]);
      else setAdded((current) => current.filter((photo) => photo.id !== id));
    },
    [stored],
  );

  return {
    photos,
    files: added.map((photo) => photo.blob),
    removedIds,
    changed: added.length > 0 || removedIds.length > 0,
    add,
    remove,
  };
}
