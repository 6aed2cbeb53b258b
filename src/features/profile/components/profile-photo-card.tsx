import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { DEFAULT_AVATAR, fallbackTo } from '@/lib/default-images';
import { profilePhotoError } from '@/shared/profile';
import { PROFILE_MESSAGES as M, PROFILE_PHOTO_ACCEPT } from '@/shared/profile-text';
import { LIMITS } from '@/shared/limits';
import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useUpdateProfileImage } from '../api/update-profile-image';
import type { Profile } from '../types';

interface ProfilePhotoCardProps {
  profile: Profile;
  /** The delete confirmation: the renter's and the admin's screens word it differently. */
  deleteConfirm: string;
  onSaved: (profile: Profile) => void;
}

/** The photo card: current photo (or the default), name and email, upload and delete. */
export function ProfilePhotoCard({ profile, deleteConfirm, onSaved }: ProfilePhotoCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUpdateProfileImage(profile.id);
  const remove = useDeleteProfileImage(profile.id);
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = profilePhotoError(file);
    if (problem) {
      toast.error(problem, { duration: LIMITS.formToastMs });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ message, profile: saved }) => {
        onSaved(saved);
        toast.success(message || M.imageUpdated, { duration: LIMITS.formToastMs });
      },
      onError: (error) => toast.error(errorMessage(error, M.imageUpdateFailed), { duration: LIMITS.formToastMs }),
    });
  };

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message, profile: saved }) => {
        onSaved(saved);
        toast.success(message || M.imageDeleted, { duration: LIMITS.formToastMs });
      },
      onError: (error) => toast.error(errorMessage(error, M.imageDeleteFailed), { duration: LIMITS.formToastMs }),
    });

  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <section aria-labelledby="profile-photo-heading" className="rounded-xl border bg-card p-6 text-center shadow-sm">
      <h2 id="profile-photo-heading" className="sr-only">
        Profile photo
      </h2>
      <img
        src={profile.profileImageUrl || DEFAULT_AVATAR}
        onError={fallbackTo(DEFAULT_AVATAR)}
        alt={profile.profileImageUrl ? `Profile photo of ${fullName}` : 'No profile photo yet'}
        className="mx-auto size-32 rounded-full border bg-muted object-cover"
      />
      <p className="mt-4 text-lg font-semibold break-words">{fullName}</p>
      <p className="text-sm break-all text-muted-foreground">{profile.email}</p>
      <input
        ref={input}
        type="file"
        accept={PROFILE_PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Profile photo file"
        aria-describedby={hintId}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
          <Camera aria-hidden="true" />
          {upload.isPending ? 'Uploading...' : 'Upload photo'}
        </Button>
        {profile.profileImageUrl && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="outline" disabled={busy}>
                <Trash2 aria-hidden="true" />
                {remove.isPending ? 'Deleting...' : 'Delete photo'}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete profile photo?</AlertDialogTitle>
                <AlertDialogDescription>{deleteConfirm}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={onDelete}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </div>
      <p id={hintId} className="mt-3 text-xs text-muted-foreground">
        JPEG, PNG or GIF, up to 3.1 MB.
      </p>
    </section>
  );
}
