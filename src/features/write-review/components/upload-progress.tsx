import { useEffect, useState } from 'react';
import { subscribeOutbox } from '../offline/outbox-events';

/** Bytes of this draft's publish request sent so far (from the outbox's XHR upload events). */
export function useUploadProgress(draftId: string): { loaded: number; total: number } | null {
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  useEffect(
    () =>
      subscribeOutbox((event) => {
        if (event.draftId !== draftId) return;
        if (event.type === 'progress') setProgress({ loaded: event.loaded, total: event.total });
        else if (event.type !== 'sending') setProgress(null);
      }),
    [draftId],
  );
  return progress;
}

/** 'Uploading photos… 40%' while a publish with photos goes up on a slow connection. */
export function UploadProgress({ progress }: { progress: { loaded: number; total: number } | null }) {
  if (!progress || progress.total <= 0) return null;
  const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
  return (
    <div className="fixed inset-x-4 bottom-4 z-[60] mx-auto grid max-w-md gap-2 rounded-lg border bg-background p-4 shadow-lg">
      <p id="upload-progress-label" className="text-sm font-medium">
        Uploading your review… {percent}%
      </p>
      <progress
        aria-labelledby="upload-progress-label"
        value={percent}
        max={100}
        className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
      />
    </div>
  );
}
