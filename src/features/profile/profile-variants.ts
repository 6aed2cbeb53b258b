import { adminProfileSchema, profileDetailsSchema } from '@/shared/profile';
import { ADMIN_PROFILE_LIMITS as A, PROFILE_LIMITS as L, PROFILE_MESSAGES as M } from '@/shared/profile-text';

/** What differs between the renter's Personal Information screen and the admin profile. */
export interface ProfileVariant {
  schema: typeof profileDetailsSchema;
  deleteConfirm: string;
  stateLabel: string;
  /** The inputs' maxLength (phone 15, zip 6 and about 500 are the same on both). */
  maxLength: { firstName?: number; lastName?: number; email?: number; address: number; state: number; city: number };
}

export const RENTER_PROFILE: ProfileVariant = {
  schema: profileDetailsSchema,
  deleteConfirm: M.deletePhotoConfirm,
  stateLabel: 'State / Region',
  maxLength: { address: L.textMax, state: L.textMax, city: L.textMax },
};

export const ADMIN_PROFILE: ProfileVariant = {
  schema: adminProfileSchema,
  deleteConfirm: M.adminDeletePhotoConfirm,
  stateLabel: 'State',
  maxLength: {
    firstName: A.firstNameMax,
    lastName: A.lastNameMax,
    email: A.emailMax,
    address: A.addressMax,
    state: A.stateMax,
    city: A.cityMax,
  },
};
