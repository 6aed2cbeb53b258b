/**
 * The public pages' property texts (renter-app.md section 8), apart from PROPERTY_MESSAGES (which
 * includes them): the listing's and property page's loaders ship with every page, and with these
 * alone they do not carry the back office's form texts (issue 22).
 */
export const PROPERTY_READ_MESSAGES = {
  fetchFailed: 'Failed to fetch properties.',
  searchFailed: 'Failed to search properties.',
  detailFailed: 'Failed to fetch property details.',
  noneFound: 'No properties found',
} as const;
