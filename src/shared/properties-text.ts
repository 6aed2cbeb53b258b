/**
 * Property limits and messages without any schema code, so client modules that only need a text do
 * not pull zod into the first page's bundle. The schemas in properties.ts use these.
 */
import { PROPERTY_READ_MESSAGES } from './property-read-text';

export const PROPERTY_LIMITS = {
  apartmentNameMin: 3,
  apartmentNameMax: 50,
  streetNameMin: 3,
  streetNameMax: 50,
  unitNumberMax: 20,
  towerOrBlockMax: 40,
  cityMin: 2,
  cityMax: 35,
  stateRegionMin: 2,
  stateRegionMax: 35,
  countryMin: 2,
  // The spec sets no limit for country and ownerId; these only stop absurd input.
  countryMax: 60,
  ownerNameMax: 40,
  ownerIdMax: 40,
  agentNameMax: 30,
  agentIdMax: 15,
  imagesMax: 10,
  suggestionsMax: 8,
  /** A search counts its matches up to this many; beyond it the total reads as this number (shown '1,000+'). */
  searchTotalMax: 1000,
} as const;

export const PROPERTY_MESSAGES = {
  invalidType: 'Invalid property type',
  apartmentNameRequired: 'Apartment name is required',
  apartmentNameMin: 'Apartment name must be at least 3 characters',
  apartmentNameMax: 'Apartment name must be 50 characters or less',
  streetNameRequired: 'Street name is required',
  streetNameMin: 'Street name must be at least 3 characters',
  streetNameMax: 'Street name must be 50 characters or less',
  pincodeRequired: 'Pincode is required',
  pincodeLength: 'Pincode must be exactly 6 digits',
  cityRequired: 'City is required',
  cityMin: 'City must be at least 2 characters',
  cityMax: 'City must be 35 characters or less',
  stateRegionRequired: 'State / region is required',
  stateRegionMin: 'State / region must be at least 2 characters',
  stateRegionMax: 'State / region must be 35 characters or less',
  countryRequired: 'Country is required',
  countryMin: 'Country must be at least 2 characters',
  countryMax: 'Country must be 60 characters or less',
  unitNumberMax: 'Unit number must be 20 characters or less',
  towerOrBlockMax: 'Tower / block must be 40 characters or less',
  ownerNameRequired: 'Owner name is required',
  ownerNameMax: 'Owner name must be 40 characters or less',
  ownerIdMax: 'Owner ID must be 40 characters or less',
  agentNameMax: 'Agent name must be 30 characters or less',
  agentIdMax: 'Agent ID must be 15 characters or less',
  imagesMax: 'Maximum 10 images are allowed.',
  duplicate: 'A property with this name and pincode already exists.',
  created: 'Property created successfully.',
  fetched: 'Property fetched successfully.',
  listFetched: 'Properties fetched successfully.',
  suggestionsFetched: 'Suggestions fetched successfully.',
  notFound: 'Property not found.',
  ...PROPERTY_READ_MESSAGES,
  createFailed: 'Failed to create property.',
  invalidId: 'Invalid property id.',
} as const;
