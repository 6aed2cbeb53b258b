import { z } from 'zod';
import {
  ADMIN_PROFILE_LIMITS as A,
  PHONE_COUNTRIES,
  PROFILE_LIMITS as L,
  PROFILE_MESSAGES as M,
  PROFILE_PHOTO_TYPES,
} from './profile-text';

// The profile details (renter-app.md section 5 'Profile'): one schema for the renter's form, the admin
// profile form and the server (PUT /profile/update-details/{id}, PUT /admin/update-profile). Email is
// not part of it: it is read-only everywhere, so a body that carries one has it stripped.

/** Maximum lengths of the free-text fields; the admin form tightens them (and the names). */
interface DetailsMaxima {
  firstName?: number;
  lastName?: number;
  address: number;
  country: number;
  state: number;
  city: number;
}

const name = (required: string, short: string, max?: { limit: number; message: string }) => {
  const base = z.string({ error: required }).trim().min(1, required).min(L.nameMin, short);
  return max ? base.max(max.limit, max.message) : base;
};

/** Optional text: absent, null or '' all mean "not set". */
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullish();

const digitsOnly = (message: string) => z.string().trim().regex(/^\d*$/, message).nullish();

/** The fields and rules both profile forms share, with the given maximum lengths. */
function profileDetailsShape(max: DetailsMaxima, label: (field: string, limit: number) => string) {
  const limit = (field: string, n: number | undefined) =>
    n === undefined ? undefined : { limit: n, message: label(field, n) };
  return {
    firstName: name(M.firstNameRequired, M.firstNameShort, limit('First name', max.firstName)),
    lastName: name(M.lastNameRequired, M.lastNameShort, limit('Last name', max.lastName)),
    phone_number: digitsOnly(M.phoneDigits),
    address: optionalText(max.address, label('Address', max.address)),
    country: optionalText(max.country, label('Country', max.country)),
    state_region: optionalText(max.state, label('State', max.state)),
    city: optionalText(max.city, label('City', max.city)),
    zipCode: digitsOnly(M.zipLength).refine((v) => !v || v.length === L.zipLength, M.zipLength),
    about: optionalText(L.aboutMax, M.aboutMax),
  };
}

/** The phone length its country asks for: 8 in Singapore, 10 in India, else 10 to 15. */
export function phoneLengthOk(phone: string, country: string | null | undefined): boolean {
  const n = phone.length;
  if (country === PHONE_COUNTRIES.singapore) return n === L.phoneSingapore;
  if (country === PHONE_COUNTRIES.india) return n === L.phoneIndia;
  return n >= L.phoneMin && n <= L.phoneMax;
}

type PhoneFields = { phone_number?: string | null; country?: string | null };

function withPhoneRule<T extends z.ZodType<PhoneFields>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const phone = v.phone_number;
    if (phone && /^\d+$/.test(phone) && !phoneLengthOk(phone, v.country)) {
      ctx.addIssue({ code: 'custom', path: ['phone_number'], message: M.phoneLength });
    }
  });
}

const renterMaxima: DetailsMaxima = { address: L.textMax, country: L.textMax, state: L.textMax, city: L.textMax };
const adminMaxima: DetailsMaxima = {
  firstName: A.firstNameMax,
  lastName: A.lastNameMax,
  address: A.addressMax,
  country: L.textMax,
  state: A.stateMax,
  city: A.cityMax,
};

/** The renter's details form and PUT /profile/update-details/{id}. */
export const profileDetailsSchema = withPhoneRule(z.object(profileDetailsShape(renterMaxima, (f) => M.textMax(f))));
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;
export type ProfileDetails = z.output<typeof profileDetailsSchema>;

/** The admin profile form and PUT /admin/update-profile: the same rules plus the admin maximum lengths. */
export const adminProfileSchema = withPhoneRule(z.object(profileDetailsShape(adminMaxima, M.adminMax)));

/** A photo the browser is about to upload: JPEG, PNG or GIF up to 3.1 MB (the server checks the bytes). */
export function profilePhotoError(file: { type: string; size: number }): string | undefined {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return M.photoType;
  if (file.size > L.photoMaxBytes) return M.photoTooLarge;
  return undefined;
}
