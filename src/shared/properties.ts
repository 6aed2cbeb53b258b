import { z } from 'zod';
import { PROPERTY_TYPES } from './enums';
import { pageField, pageSizeField, searchTextField } from './list-query';
import { PROPERTY_LIMITS, PROPERTY_MESSAGES } from './properties-text';

export { PROPERTY_LIMITS, PROPERTY_MESSAGES };

// Property rules (renter-app.md section 5 'Property form', admin-back-office.md section 5 limits) and
// the query parameters of the property lists, shared by the admin form and the server.

export const propertyTypeField = z.enum(PROPERTY_TYPES, { error: PROPERTY_MESSAGES.invalidType });

/** A required text field: trimmed, with a message for "missing" distinct from "too short". */
const requiredText = (required: string, min: number, minMessage: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).min(min, minMessage).max(max, maxMessage);

/** An optional text field: blank counts as absent (the admin form does not send empty fields). */
const optionalText = (max: number, maxMessage: string) => z.string().trim().max(max, maxMessage).optional();

export const pincodeField = z
  .string({ error: PROPERTY_MESSAGES.pincodeRequired })
  .trim()
  .min(1, PROPERTY_MESSAGES.pincodeRequired)
  .regex(/^\d{6}$/, PROPERTY_MESSAGES.pincodeLength);

/** The add-property form and POST /properties/create-properties (text parts; images travel beside them). */
export const createPropertySchema = z.object({
  propertyType: propertyTypeField.default('CONDO'),
  apartmentName: requiredText(
    PROPERTY_MESSAGES.apartmentNameRequired,
    PROPERTY_LIMITS.apartmentNameMin,
    PROPERTY_MESSAGES.apartmentNameMin,
    PROPERTY_LIMITS.apartmentNameMax,
    PROPERTY_MESSAGES.apartmentNameMax,
  ),
  streetName: requiredText(
    PROPERTY_MESSAGES.streetNameRequired,
    PROPERTY_LIMITS.streetNameMin,
    PROPERTY_MESSAGES.streetNameMin,
    PROPERTY_LIMITS.streetNameMax,
    PROPERTY_MESSAGES.streetNameMax,
  ),
  pincode: pincodeField,
  city: requiredText(
    PROPERTY_MESSAGES.cityRequired,
    PROPERTY_LIMITS.cityMin,
    PROPERTY_MESSAGES.cityMin,
    PROPERTY_LIMITS.cityMax,
    PROPERTY_MESSAGES.cityMax,
  ),
  state_region: requiredText(
    PROPERTY_MESSAGES.stateRegionRequired,
    PROPERTY_LIMITS.stateRegionMin,
    PROPERTY_MESSAGES.stateRegionMin,
    PROPERTY_LIMITS.stateRegionMax,
    PROPERTY_MESSAGES.stateRegionMax,
  ),
  country: requiredText(
    PROPERTY_MESSAGES.countryRequired,
    PROPERTY_LIMITS.countryMin,
    PROPERTY_MESSAGES.countryMin,
    PROPERTY_LIMITS.countryMax,
    PROPERTY_MESSAGES.countryMax,
  ),
  unitNumber: optionalText(PROPERTY_LIMITS.unitNumberMax, PROPERTY_MESSAGES.unitNumberMax),
  towerOrBlock: optionalText(PROPERTY_LIMITS.towerOrBlockMax, PROPERTY_MESSAGES.towerOrBlockMax),
  ownerName: optionalText(PROPERTY_LIMITS.ownerNameMax, PROPERTY_MESSAGES.ownerNameMax),
  ownerId: optionalText(PROPERTY_LIMITS.ownerIdMax, PROPERTY_MESSAGES.ownerIdMax),
  agentName: optionalText(PROPERTY_LIMITS.agentNameMax, PROPERTY_MESSAGES.agentNameMax),
  agentId: optionalText(PROPERTY_LIMITS.agentIdMax, PROPERTY_MESSAGES.agentIdMax),
});
export type CreatePropertyValues = z.output<typeof createPropertySchema>;

/**
 * The back office's add-property form (admin-back-office.md section 5): the create rules with the
 * owner's name required. The server's create route keeps it optional, so the form is the stricter one.
 */
export const adminAddPropertySchema = createPropertySchema.extend({
  ownerName: requiredText(
    PROPERTY_MESSAGES.ownerNameRequired,
    1,
    PROPERTY_MESSAGES.ownerNameRequired,
    PROPERTY_LIMITS.ownerNameMax,
    PROPERTY_MESSAGES.ownerNameMax,
  ),
});

/**
 * The back office's edit form: the add form's rules, except that apartmentName and ownerName may be
 * left blank (section 5). A blank apartment name keeps the stored one; the form sends only changes.
 */
export const adminEditPropertySchema = createPropertySchema.extend({
  apartmentName: z
    .string()
    .trim()
    .max(PROPERTY_LIMITS.apartmentNameMax, PROPERTY_MESSAGES.apartmentNameMax)
    .refine((v) => v === '' || v.length >= PROPERTY_LIMITS.apartmentNameMin, PROPERTY_MESSAGES.apartmentNameMin),
  ownerName: optionalText(PROPERTY_LIMITS.ownerNameMax, PROPERTY_MESSAGES.ownerNameMax),
});
export type AdminEditPropertyInput = z.input<typeof adminEditPropertySchema>;

/** GET /properties/get-all-properties */
export const listPropertiesQuerySchema = z.object({
  page: pageField,
  pageSize: pageSizeField(),
  type: propertyTypeField.optional(),
});

/** GET /properties/search-properties: blank `query` lists everything, like get-all-properties. */
export const searchPropertiesQuerySchema = z.object({
  query: searchTextField.optional(),
  type: propertyTypeField.optional(),
  /** 'review-property' when searching from a property page; accepted for compatibility, no effect. */
  prtype: z.string().max(40).optional(),
  page: pageField,
  pageSize: pageSizeField(),
});

/** GET /properties/get-suggestions: fewer than 2 characters (after trimming) give an empty list. */
export const suggestionsQuerySchema = z.object({ q: searchTextField.optional() });

/**
 * The admin edit form and PUT /admin/properties/{id}: every field optional (the form sends only
 * filled fields), with the same limits and messages as create.
 */
export const updatePropertySchema = createPropertySchema
  .partial()
  .extend({ propertyType: propertyTypeField.optional() });
export type UpdatePropertyValues = z.output<typeof updatePropertySchema>;

/** `deleteImageIds` of the admin edit form: a JSON list of image ids, sent as one multipart text part. */
export const deleteImageIdsSchema = z.array(z.uuid()).max(100);
