import { z } from '@hono/zod-openapi';
import { USER_ROLES } from '../../shared/enums';
import type { UserRow } from '../db/schema';

/**
 * A profile as the profile screens read it (renter-app.md section 3 'Profile'), plus the session
 * fields so the app can merge it into the signed-in user.
 */
export const ProfileDto = z
  .object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    isVerified: z.boolean(),
    isActive: z.boolean(),
    isSocialLogin: z.boolean(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    state_region: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    about: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  })
  .openapi('Profile');
export type ProfileDto = z.infer<typeof ProfileDto>;

export type ProfileSource = Pick<
  UserRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'role'
  | 'isVerified'
  | 'isActive'
  | 'isSocialLogin'
  | 'phoneNumber'
  | 'address'
  | 'country'
  | 'stateRegion'
  | 'city'
  | 'zipCode'
  | 'about'
  | 'profileImageUrl'
>;

export function toProfileDto(row: ProfileSource): ProfileDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    isVerified: row.isVerified,
    isActive: row.isActive,
    isSocialLogin: row.isSocialLogin,
    phone_number: row.phoneNumber,
    address: row.address,
    country: row.country,
    state_region: row.stateRegion,
    city: row.city,
    zipCode: row.zipCode,
    about: row.about,
    profileImageUrl: row.profileImageUrl,
  };
}
