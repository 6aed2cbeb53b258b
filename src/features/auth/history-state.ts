/** Values pages hand each other through navigation state (never the URL). */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A one-time message for the sign-in page (shown once, then dropped from history). */
    successMessage?: string;
    /** Where the visitor came from, when no `redirect` search value says where to go after signing in. */
    from?: string;
  }
}

export {};
