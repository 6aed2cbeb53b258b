import { useCallback, useState } from 'react';

const SIDEBAR_KEY = 'adminSidebarOpen';

/** The desktop sidebar's open state, remembered in localStorage across visits. */
export function useSidebarOpen() {
  const [open, setOpen] = useState(() => localStorage.getItem(SIDEBAR_KEY) !== 'false');
  const toggle = useCallback(() => {
    setOpen((was) => {
      localStorage.setItem(SIDEBAR_KEY, String(!was));
      return !was;
    });
  }, []);
  return [open, toggle] as const;
}
