import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

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
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Publish your review?</AlertDialogTitle>
          <AlertDialogDescription>
            Your review will be checked by our moderators before it appears on the property page.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={(e) => {
              // The parent moves on to the next step; Radix must not report this as a cancel.
              e.preventDefault();
              onPublish();
            }}
          >
            Publish
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
