import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { useUpdateUserStatus } from '../api/update-user-status';
import type { AdminUser } from './users-columns';

/** Confirms activation or deactivation (deactivation signs the user out everywhere). */
export function UserStatusDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUpdateUserStatus();
  const deactivate = user.isActive;
  const who = `${user.firstName} ${user.lastName} (${user.email})`;
  return (
    <ConfirmDialog
      open
      title={deactivate ? 'Deactivate user?' : 'Activate user?'}
      description={
        deactivate
          ? `${who} will be signed out everywhere and cannot sign in until activated again.`
          : `${who} will be able to sign in again.`
      }
      confirmLabel={deactivate ? 'Deactivate' : 'Activate'}
      pending={mutation.isPending}
      onCancel={onClose}
      onConfirm={() =>
        mutation.mutate(
          { id: user.id, isActive: !deactivate },
          {
            onSuccess: () => {
              toast.success(deactivate ? ADMIN_MESSAGES.userDeactivated : ADMIN_MESSAGES.userStatusUpdated);
              onClose();
            },
            onError: (error) =>
              toast.error(
                errorMessage(error, deactivate ? ADMIN_MESSAGES.userDeactivateFailed : ADMIN_MESSAGES.userStatusFailed),
              ),
          },
        )
      }
    />
  );
}
