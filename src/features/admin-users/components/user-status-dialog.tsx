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
import { useUpdateUserStatus } from '../api/update-user-status';
import type { AdminUser } from './users-columns';

/** Confirms activation or deactivation (deactivation signs the user out everywhere). */
export function UserStatusDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const mutation = useUpdateUserStatus();
  const deactivate = user.isActive;
  const confirm = () =>
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
    );
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{deactivate ? 'Deactivate user?' : 'Activate user?'}</AlertDialogTitle>
          <AlertDialogDescription>
            {deactivate
              ? `${user.firstName} ${user.lastName} (${user.email}) will be signed out everywhere and cannot sign in until activated again.`
              : `${user.firstName} ${user.lastName} (${user.email}) will be able to sign in again.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={mutation.isPending}
            onClick={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            {deactivate ? 'Deactivate' : 'Activate'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
