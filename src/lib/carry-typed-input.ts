/**
 * What the visitor typed or picked in a server-rendered page before the app hydrated it (decision
 * 069). Hydration keeps the browser's fields, so the text, the picks, the focus and the caret are
 * still there, but React's state (and react-hook-form's) still holds the server's values: each field
 * that differs from its default is changed once more, so that its onChange reads it, and the focused
 * field's onFocus runs.
 *
 * React notices a change by comparing the field with what it last saw (its value tracker, which took
 * the typed text at hydration): the field's own setter, which React wraps, resets that to the
 * default, then the native setter puts the text back and an input event follows; a box or radio is
 * set the other way and clicked back, which sends the click React reads.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;
type Change = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export function announceTypedInput(container: HTMLElement): void {
  // Read every field before telling React anything: React answers an event by setting controlled
  // fields back to its state, and would undo a pick not yet announced.
  const changes = [...container.querySelectorAll<Field>('input, textarea')].flatMap((field): Change[] => {
    if (isCheckable(field)) {
      // A radio unchecked by a pick in its group follows that pick; only the picked one is clicked.
      const changed =
        field.type === 'radio' ? field.checked && !field.defaultChecked : field.checked !== field.defaultChecked;
      return changed ? [{ field, checked: field.checked }] : [];
    }
    return field.value === field.defaultValue ? [] : [{ field, value: field.value }];
  });
  for (const change of changes) {
    if ('checked' in change) {
      change.field.checked = !change.checked;
      change.field.click();
      continue;
    }
    const { field } = change;
    const { selectionStart, selectionEnd } = caretOf(field);
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, change.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  }
  // The field focused before hydration never told React (a search box opens its suggestions on
  // focus): a focusin, which React's onFocus listens to, tells it without a blur (no onBlur runs).
  const focused = document.activeElement;
  if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && container.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}

/** The caret of a text field; none for fields without one (number, email throw on reading it). */
function caretOf(field: Field): { selectionStart: number | null; selectionEnd: number | null } {
  try {
    return { selectionStart: field.selectionStart, selectionEnd: field.selectionEnd };
  } catch {
    return { selectionStart: null, selectionEnd: null };
  }
}
