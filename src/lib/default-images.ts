/** Shown when a user has no profile photo or a property has no image. */
export const DEFAULT_AVATAR = '/default-avatar.svg';
export const DEFAULT_PROPERTY_IMAGE = '/default-property.svg';
