import type { KeyboardEvent } from 'react';

/**
 * Enter on a native radio submits its form in Chromium; a radio group does not act on Enter (WAI-ARIA),
 * and a renter choosing stars must not send the half-written review to validation.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}
