import { useEffect } from 'react';

const APP_NAME = 'HomeTruths';

/** Sets the tab title to "<title> | HomeTruths" (or the bare name) while the page is shown. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : `${APP_NAME} — honest rental reviews`;
  }, [title]);
}
