import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { useDeleteProperty } from '../api/delete-property';
import type { AdminProperty } from '../property-form-data';

/** Confirms deleting a property: its reviews and images go with it. */
export function PropertyDeleteDialog({ property, onClose }: { property: AdminProperty; onClose: () => void }) {
  const mutation = useDeleteProperty();
  return (
    <ConfirmDialog
      open
      title="Delete property?"
      description={`${property.name} (${property.address}) will be deleted with all its reviews and images. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      pending={mutation.isPending}
      onCancel={onClose}
      onConfirm={() =>
        mutation.mutate(property.id, {
          onSuccess: () => {
            toast.success(ADMIN_MESSAGES.propertyDeleted);
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error, ADMIN_MESSAGES.propertyDeleteFailed)),
        })
      }
    />
  );
}
