import type { components } from '@/api-types';

/** The property a 'Write Review' link hands the form (router navigation state, never the URL). */
export type ReviewedProperty = components['schemas']['Property'];

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the property page and listing cards' 'Write Review': saves fetching it again. */
    property?: ReviewedProperty;
  }
}
