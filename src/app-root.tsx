import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';

/**
 * The whole app around its router, as the server renders it and the browser hydrates it: one tree
 * for both, so React's ids (useId) and the markup match (decision 069). `children` is the router.
 */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
