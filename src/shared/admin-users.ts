import { z } from 'zod';

/**
 * The admin's user edit dialog and PUT /admin/admin-update-user/{id}: the verified flag and profile
 * fields with the back office's profile limits (admin-back-office.md section 5). Email is read-only,
 * so it is not part of the schema: a sent email is ignored.
 */
export const ADMIN_USER_LIMITS = {
  firstNameMax: 20,
  lastNameMax: 20,
  phoneNumberMax: 15,
  addressMax: 60,
  stateMax: 30,
  cityMax: 30,
  zipCodeMax: 6,
  countryMax: 60,
} as const;

export const ADMIN_USER_FIELD_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameMax: `First name must be ${ADMIN_USER_LIMITS.firstNameMax} characters or less`,
  lastNameMax: `Last name must be ${ADMIN_USER_LIMITS.lastNameMax} characters or less`,
  phoneNumberMax: `Phone number must be ${ADMIN_USER_LIMITS.phoneNumberMax} digits or less`,
  addressMax: `Address must be ${ADMIN_USER_LIMITS.addressMax} characters or less`,
  stateMax: `State must be ${ADMIN_USER_LIMITS.stateMax} characters or less`,
  cityMax: `City must be ${ADMIN_USER_LIMITS.cityMax} characters or less`,
  zipCodeMax: `Zip code must be ${ADMIN_USER_LIMITS.zipCodeMax} characters or less`,
  countryMax: `Country must be ${ADMIN_USER_LIMITS.countryMax} characters or less`,
} as const;

const M = ADMIN_USER_FIELD_MESSAGES;
const L = ADMIN_USER_LIMITS;
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

export const adminUpdateUserSchema = z.object({
  firstName: z.string().trim().min(1, M.firstNameRequired).max(L.firstNameMax, M.firstNameMax).optional(),
  lastName: optionalText(L.lastNameMax, M.lastNameMax),
  isVerified: z.boolean().optional(),
  // Digits only: anything else is stripped, as the profile form does.
  phone_number: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().max(L.phoneNumberMax, M.phoneNumberMax))
    .optional(),
  address: optionalText(L.addressMax, M.addressMax),
  city: optionalText(L.cityMax, M.cityMax),
  state_region: optionalText(L.stateMax, M.stateMax),
  country: optionalText(L.countryMax, M.countryMax),
  zipCode: optionalText(L.zipCodeMax, M.zipCodeMax),
});
export type AdminUpdateUserInput = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUserValues = z.output<typeof adminUpdateUserSchema>;

export const adminUserStatusSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
