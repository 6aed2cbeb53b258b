import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { LIMITS } from '@/shared/limits';
import { REVIEW_FORM_MESSAGES as M } from '@/shared/review-form-text';

export interface PhotoPreview {
  id: string;
  name: string;
  url: string;
}

const IMAGE_NAME = /\.(jpe?g|png|gif|webp|hei[cf])$/i;
/** Images only: some browsers give HEIC photos no MIME type, so the name decides then. */
export const isImageFile = (file: File) => file.type.startsWith('image/') || (!file.type && IMAGE_NAME.test(file.name));

/**
 * Keeps the files that fit: images only, and no more than `free` of them. `tooMany` says that some
 * had to be left out.
 */
export function pickImages(files: readonly File[], free: number): { accepted: File[]; tooMany: boolean } {
  const images = files.filter(isImageFile);
  const accepted = images.slice(0, Math.max(0, free));
  return { accepted, tooMany: accepted.length < images.length };
}

interface PhotoDropZoneProps {
  photos: PhotoPreview[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  max: number;
  label?: string;
  disabled?: boolean;
  /** A badge on the first preview (the admin property form: 'Thumbnail'). */
  firstBadge?: string;
}

/**
 * Drop or select photos; previews with a remove button each; at most `max`. Used by the review forms
 * and the admin property forms.
 */
export function PhotoDropZone({
  photos,
  onAdd,
  onRemove,
  max,
  label = 'Photos',
  disabled,
  firstBadge,
}: PhotoDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  function add(files: readonly File[]) {
    const { accepted, tooMany } = pickImages(files, max - photos.length);
    if (tooMany) toast.error(M.imagesMax, { duration: LIMITS.formToastMs });
    if (accepted.length) onAdd(accepted);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (!disabled) add([...e.dataTransfer.files]);
  }

  return (
    <div data-field="images" className="grid gap-3">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}{' '}
        <span className="font-normal text-muted-foreground">
          ({photos.length}/{max})
        </span>
      </p>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop-zone"
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center text-sm text-muted-foreground transition-colors',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <ImagePlus className="size-8" aria-hidden="true" />
        <p>Drag and drop photos here, or</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || photos.length >= max}
          onClick={() => inputRef.current?.click()}
        >
          Select photos
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-labelledby={`${id}-label`}>
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
              <img
                src={photo.url || undefined}
                alt={`Photo ${i + 1}: ${photo.name}`}
                className="size-full object-cover"
              />
              {firstBadge && i === 0 && (
                <span className="absolute bottom-1 left-1 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
                  {firstBadge}
                </span>
              )}
              <button
                type="button"
                onClick={() => {
                  onRemove(photo.id);
                  toast.info(M.imageRemoved, { duration: LIMITS.formToastMs });
                }}
                aria-label={`Remove photo ${i + 1}: ${photo.name}`}
                className="absolute top-1 right-1 rounded-full bg-black/70 p-1 text-white outline-none hover:bg-black focus-visible:ring-[3px] focus-visible:ring-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
