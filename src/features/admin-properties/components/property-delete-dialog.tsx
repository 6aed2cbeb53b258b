import { toast } from 'sonner';
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
import { errorMessage } from '@/lib/api-error';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { useDeleteProperty } from '../api/delete-property';
import type { AdminProperty } from '../property-form-data';

/** Confirms deleting a property: its reviews and images go with it. */
export function PropertyDeleteDialog({ property, onClose }: { property: AdminProperty; onClose: () => void }) {
  const mutation = useDeleteProperty();
  const confirm = () =>
    mutation.mutate(property.id, {
      onSuccess: () => {
        toast.success(ADMIN_MESSAGES.propertyDeleted);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, ADMIN_MESSAGES.propertyDeleteFailed)),
    });
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete property?</AlertDialogTitle>
          <AlertDialogDescription>
            {property.name} ({property.address}) will be deleted with all its reviews and images. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={mutation.isPending}
            className="bg-destructive text-white hover:bg-destructive/90"
            onClick={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
