import { PhotoDropZone } from '@/components/photo-drop-zone';
import { PROPERTY_LIMITS } from '@/shared/properties-text';
import type { usePropertyPhotos } from '../use-property-photos';

/** The gallery of the add and edit forms: the first image is the property's thumbnail. */
export function PropertyPhotosField({
  photos,
  disabled,
}: {
  photos: ReturnType<typeof usePropertyPhotos>;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-1">
      <PhotoDropZone
        label="Images"
        photos={photos.photos}
        onAdd={photos.add}
        onRemove={photos.remove}
        max={PROPERTY_LIMITS.imagesMax}
        disabled={disabled}
        firstBadge="Thumbnail"
      />
      <p className="text-sm text-muted-foreground">The first image is the thumbnail.</p>
    </div>
  );
}
