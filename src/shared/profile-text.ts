import { LIMITS } from './limits';

/**
 * Limits and messages of the profile screens (renter-app.md sections 5, 8, 9; admin-back-office.md
 * sections 5, 8), without any schema code so client modules that only need a text keep zod out of
 * their chunk. The schemas in profile.ts and the server read these.
 */
export const PROFILE_LIMITS = {
  nameMin: LIMITS.nameMin,
  aboutMax: LIMITS.aboutMax,
  zipLength: LIMITS.pincodeLength,
  /** Phone digits: Singapore numbers have 8, Indian 10, any other country 10 to 15. */
  phoneSingapore: 8,
  phoneIndia: 10,
  phoneMin: 10,
  phoneMax: 15,
  /** Free-text fields the renter form leaves unbounded get a sane ceiling on the server. */
  textMax: 255,
  photoMaxBytes: LIMITS.profilePhotoMaxBytes,
} as const;

/** The admin profile form's maximum lengths (admin-back-office.md section 5). */
export const ADMIN_PROFILE_LIMITS = {
  firstNameMax: 20,
  lastNameMax: 20,
  emailMax: 35,
  phoneMax: 15,
  addressMax: 60,
  stateMax: 30,
  cityMax: 30,
  zipMax: 6,
} as const;

/** Photo types the profile accepts, by MIME type (the server decides by magic bytes). */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** The same, for the file picker's `accept`. */
export const PROFILE_PHOTO_ACCEPT = '.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif';

export const DEFAULT_COUNTRY = 'United States';
/** The countries whose phone numbers have a fixed length (names as Intl.DisplayNames gives them). */
export const PHONE_COUNTRIES = { singapore: 'Singapore', india: 'India' } as const;

const maxText = (field: string, max: number) => `${field} must be ${max} characters or less`;

export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameShort: `First name must be at least ${PROFILE_LIMITS.nameMin} characters`,
  lastNameRequired: 'Last name is required',
  lastNameShort: `Last name must be at least ${PROFILE_LIMITS.nameMin} characters`,
  zipLength: 'Zip code must be exactly 6 digits',
  phoneDigits: 'Phone number must contain only digits',
  phoneLength: 'Invalid phone number length',
  aboutMax: 'About section cannot exceed 500 characters',
  textMax: (field: string) => maxText(field, PROFILE_LIMITS.textMax),
  adminMax: maxText,
  photoTooLarge: 'File size cannot exceed 3.1 MB.',
  photoType: 'Only JPEG, PNG or GIF images are allowed.',
  photoRequired: 'Please choose a photo to upload.',
  noImageToDelete: 'No profile image to delete.',
  deletePhotoConfirm: 'Are you sure you want to delete your profile photo?',
  adminDeletePhotoConfirm: 'Are you sure you want to delete the profile photo?',
  notYourProfile: 'You can only view or change your own profile.',
  userNotFound: 'User not found.',
  invalidUserId: 'Invalid user id.',
  // Success (renter-app.md and admin-back-office.md section 8).
  fetched: 'Profile fetched successfully.',
  detailsSaved: 'Details saved successfully!',
  imageUpdated: 'Profile image updated successfully!',
  imageDeleted: 'Profile image deleted successfully!',
  // Failures the screens fall back to when the server gives no message.
  fetchFailed: 'Failed to fetch profile.',
  adminFetchFailed: 'Failed to fetch admin profile.',
  saveFailed: 'Failed to save details.',
  imageUpdateFailed: 'Failed to update profile image.',
  imageDeleteFailed: 'Failed to delete profile image.',
} as const;
