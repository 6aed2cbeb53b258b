import type { ProfileDetails } from '@/shared/profile';
import type { ProfileVariant } from '../profile-variants';
import type { Profile } from '../types';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePhotoCard } from './profile-photo-card';

interface ProfileScreenProps {
  title: string;
  profile: Profile;
  variant: ProfileVariant;
  save: (values: ProfileDetails) => Promise<{ message: string; profile: Profile }>;
  onSaved: (profile: Profile) => void;
}

/** Photo card on the left, details form on the right: the renter's and the admin's profile alike. */
export function ProfileScreen({ title, profile, variant, save, onSaved }: ProfileScreenProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
        <ProfilePhotoCard profile={profile} deleteConfirm={variant.deleteConfirm} onSaved={onSaved} />
        <section aria-labelledby="profile-details-heading" className="rounded-xl border bg-card p-6 shadow-sm">
          <h2 id="profile-details-heading" className="mb-4 text-lg font-semibold">
            Details
          </h2>
          {/* Remount on another profile so the form starts from its values. */}
          <ProfileDetailsForm key={profile.id} profile={profile} variant={variant} save={save} onSaved={onSaved} />
        </section>
      </div>
    </div>
  );
}
