import { eq } from 'drizzle-orm';
import type { ProfileDetails } from '../../shared/profile';
import { PROFILE_LIMITS, PROFILE_MESSAGES as M, PROFILE_PHOTO_TYPES } from '../../shared/profile-text';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, forbidden, notFound } from '../lib/errors';
import type { AuthUser } from '../lib/types';
import { storeSingleImage } from './images';
import { type ProfileDto, toProfileDto } from './profile-dto';
import type { Storage } from './storage';

/** Profile photos: one WebP of at most 512 px (avatars never show larger), JPEG, PNG or GIF in. */
const PHOTO = { folder: 'profiles', edge: 512 };
const PHOTO_TYPES: ReadonlySet<string> = new Set(PROFILE_PHOTO_TYPES);

/** A user changes only their own profile; an admin may change anyone's. Others get 403, nothing read. */
export function assertCanManageProfile(actor: AuthUser, userId: string): void {
  if (actor.id !== userId && actor.role !== 'ADMIN') throw forbidden(M.notYourProfile);
}

export async function getProfile(db: Db, userId: string): Promise<ProfileDto> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(M.userNotFound);
  return toProfileDto(row);
}

const orNull = (v: string | null | undefined) => (v ? v : null);

/** Replaces every detail but the email (PUT semantics: a field left out is cleared). */
export async function updateProfileDetails(db: Db, userId: string, input: ProfileDetails): Promise<ProfileDto> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: orNull(input.phone_number),
      address: orNull(input.address),
      country: orNull(input.country),
      stateRegion: orNull(input.state_region),
      city: orNull(input.city),
      zipCode: orNull(input.zipCode),
      about: orNull(input.about),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound(M.userNotFound);
  return toProfileDto(row);
}

/** 413 before any byte is decoded when the photo is over 3.1 MB. */
export function assertPhotoSize(size: number): void {
  if (size > PROFILE_LIMITS.photoMaxBytes) throw new AppError(413, M.photoTooLarge);
}

/** Sets `url` as the profile photo; answers the profile and the URL it replaced. */
async function swapPhoto(db: Db, userId: string, url: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ url: users.profileImageUrl })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) throw notFound(M.userNotFound);
    if (url === null && !current.url) throw notFound(M.noImageToDelete);
    const [row] = await tx
      .update(users)
      .set({ profileImageUrl: url, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return { profile: toProfileDto(row!), previous: current.url };
  });
}

/**
 * Stores a new photo (type by magic bytes, re-encoded without EXIF), points the profile at it and
 * removes the old file. If the database step fails, the new file is removed again.
 */
export async function replaceProfileImage(db: Db, storage: Storage, userId: string, bytes: Buffer) {
  assertPhotoSize(bytes.byteLength);
  const url = await storeSingleImage(storage, PHOTO, bytes, { accepted: PHOTO_TYPES, typeMessage: M.photoType });
  try {
    const { profile, previous } = await swapPhoto(db, userId, url);
    if (previous) await storage.remove(previous);
    return profile;
  } catch (err) {
    await storage.remove(url);
    throw err;
  }
}

/** Clears the profile photo and removes its file; 404 'No profile image to delete.' without one. */
export async function deleteProfileImage(db: Db, storage: Storage, userId: string): Promise<ProfileDto> {
  const { profile, previous } = await swapPhoto(db, userId, null);
  if (previous) await storage.remove(previous);
  return profile;
}
