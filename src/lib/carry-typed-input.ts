/**
 * Text typed into a server-rendered page before the app replaced it (decision 024), carried into
 * the app's own fields: the same markup, so the n-th field is the same field. The old fields are
 * read when the app's markup is in place (keys pressed while it rendered count too); the value goes
 * in through the native setter and an input event, which React's onChange reads; focus follows.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
const fieldsOf = (container: HTMLElement) => [...container.querySelectorAll<Field>('input, textarea')];

export function rememberTypedInput(container: HTMLElement): (next: HTMLElement) => void {
  const old = fieldsOf(container);
  let focused = old.indexOf(document.activeElement as Field);
  const onFocus = (event: FocusEvent) => {
    const index = old.indexOf(event.target as Field);
    if (index >= 0) focused = index;
  };
  container.addEventListener('focusin', onFocus);
  return (next) => {
    container.removeEventListener('focusin', onFocus);
    const fields = fieldsOf(next);
    old.forEach((was, index) => {
      const field = fields[index];
      if (!field) return;
      if (was.value !== was.defaultValue && field.value !== was.value) {
        const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
        Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, was.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // Focus went with the old field; nothing else has it yet.
      if (index === focused && (!document.activeElement || document.activeElement === document.body)) {
        field.focus();
        try {
          field.setSelectionRange(was.selectionStart, was.selectionEnd);
        } catch {
          // Fields without a caret (number, email) keep the browser's.
        }
      }
    });
  };
}
