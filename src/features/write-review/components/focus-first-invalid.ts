/**
 * After a failed submit: scrolls to the first invalid field in page order (not the schema's order)
 * and focuses its control (a radio group's checked or first radio, else its input).
 */
export function focusFirstInvalid(root: HTMLElement | null, invalid: readonly string[]) {
  if (!root || invalid.length === 0) return;
  const field = [...root.querySelectorAll<HTMLElement>('[data-field]')].find((el) =>
    invalid.includes(el.dataset.field ?? ''),
  );
  if (!field) return;
  // jsdom has no scrollIntoView.
  field.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  const target =
    field.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    field.querySelector<HTMLElement>('input:not(:disabled), textarea, select');
  target?.focus({ preventScroll: true });
}
