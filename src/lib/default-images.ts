/** Shown when a user has no profile photo or a property has no image. */
export const DEFAULT_AVATAR = '/default-avatar.svg';
export const DEFAULT_PROPERTY_IMAGE = '/default-property.svg';

/** An <img> onError handler that swaps a broken image for the default one (once, no loop). */
export function fallbackTo(defaultSrc: string) {
  return (e: { currentTarget: HTMLImageElement }) => {
    if (!e.currentTarget.src.endsWith(defaultSrc)) e.currentTarget.src = defaultSrc;
  };
}
