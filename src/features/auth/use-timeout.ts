import { useCallback, useEffect, useRef } from 'react';

/** Schedules one callback (a later one replaces it); cancelled when the component unmounts. */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((callback: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(callback, ms);
  }, []);
}
