/** The first focusable element of a layout: jumps keyboard users past the header to `#main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
    >
      Skip to content
    </a>
  );
}
