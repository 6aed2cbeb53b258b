import type { components } from '@/api-types';
import { DEFAULT_COUNTRY } from '@/shared/profile-text';
import type { AdminEditPropertyInput } from '@/shared/properties';

export type AdminProperty = components['schemas']['AdminProperty'];
/**
 * The fields both forms show (admin-back-office.md section 3, property detail); the edit form allows
 * more of them blank. Agent fields belong to the review flow and are left alone here.
 */
export type PropertyFormValues = Required<Omit<AdminEditPropertyInput, 'agentName' | 'agentId'>>;

/** What the add form starts with: type CONDO and country United States (admin-back-office.md, 9). */
export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  propertyType: 'CONDO',
  apartmentName: '',
  streetName: '',
  unitNumber: '',
  towerOrBlock: '',
  pincode: '',
  city: '',
  state_region: '',
  country: DEFAULT_COUNTRY,
  ownerName: '',
  ownerId: '',
};

/** The edit form's starting values: the stored property, nulls as blanks. */
export function propertyFormValues(p: AdminProperty): PropertyFormValues {
  return {
    propertyType: p.propertyType,
    apartmentName: p.apartmentName,
    streetName: p.streetName,
    unitNumber: p.unitNumber ?? '',
    towerOrBlock: p.towerOrBlock ?? '',
    pincode: p.pincode,
    city: p.city ?? '',
    state_region: p.state_region ?? '',
    country: p.country,
    ownerName: p.ownerName ?? '',
    ownerId: p.ownerId ?? '',
  };
}

type Values = Partial<Record<keyof PropertyFormValues, string | undefined>>;

/** POST /properties/create-properties: the filled fields (empty ones are not sent) and the images in order. */
export function createPropertyFormData(values: Values, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value) form.append(name, value);
  }
  for (const file of files) form.append('images', file);
  return form;
}

/**
 * PUT /admin/properties/{id}: only what changed. A blank apartment name keeps the stored one (the spec
 * lets the edit leave it blank); any other field emptied on purpose is sent empty, which clears it.
 */
export function updatePropertyFormData(
  values: Values,
  initial: PropertyFormValues,
  files: readonly File[],
  deleteImageIds: readonly string[],
): FormData {
  const form = new FormData();
  for (const [name, raw] of Object.entries(values)) {
    const value = raw ?? '';
    if (value === initial[name as keyof PropertyFormValues]) continue;
    if (value === '' && name === 'apartmentName') continue;
    form.append(name, value);
  }
  for (const file of files) form.append('images', file);
  if (deleteImageIds.length) form.append('deleteImageIds', JSON.stringify(deleteImageIds));
  return form;
}
