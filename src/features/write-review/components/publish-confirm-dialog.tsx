import { ConfirmDialog } from '@/components/confirm-dialog';

/** "Publish this review?": Publish goes on to the anonymity and consent step. */
export function PublishConfirmDialog({
  open,
  onCancel,
  onPublish,
}: {
  open: boolean;
  onCancel: () => void;
  onPublish: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Publish your review?"
      description="Your review will be checked by our moderators before it appears on the property page."
      confirmLabel="Publish"
      onCancel={onCancel}
      onConfirm={onPublish}
    />
  );
}
