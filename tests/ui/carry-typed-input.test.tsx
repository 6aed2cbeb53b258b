import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { announceTypedInput } from '@/lib/carry-typed-input';

/** A controlled text field, a radio group and a box, with what React holds written out. */
function Fields() {
  const [text, setText] = useState('');
  const [pick, setPick] = useState('');
  const [agree, setAgree] = useState(false);
  const [focusEvents, setFocusEvents] = useState<string[]>([]);
  const note = (event: string) => () => setFocusEvents((events) => [...events, event]);
  return (
    <form>
      <input
        aria-label="Name"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onFocus={note('focus')}
        onBlur={note('blur')}
      />
      <input type="radio" name="r" value="a" checked={pick === 'a'} onChange={() => setPick('a')} />
      <input type="radio" name="r" value="b" checked={pick === 'b'} onChange={() => setPick('b')} />
      <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <output>{JSON.stringify({ text, pick, agree, focusEvents })}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's markup, what the visitor did to it before the app started, then the hydration. */
async function hydrateAfterTyping(typeIntoServerMarkup: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields />);
  document.body.append(container);
  typeIntoServerMarkup(container);
  await act(async () => {
    root = hydrateRoot(container, <Fields />);
  });
  const held = () => JSON.parse(container.querySelector('output')!.textContent!) as Record<string, unknown>;
  return { container, held };
}

describe('announceTypedInput (decision 069)', () => {
  it('tells React what was typed and picked in the server markup, keeping the focus and the caret', async () => {
    const { container, held } = await hydrateAfterTyping((markup) => {
      const name = markup.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
      name.value = 'marina';
      name.focus();
      name.setSelectionRange(3, 3);
      markup.querySelector<HTMLInputElement>('input[value="b"]')!.checked = true;
      markup.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    });
    // Hydration keeps the fields as they are, but React still holds the server's values.
    expect(held()).toEqual({ text: '', pick: '', agree: false, focusEvents: [] });

    act(() => announceTypedInput(container));

    // The focused field's onFocus runs (a search box opens its suggestions), with no blur first.
    expect(held()).toEqual({ text: 'marina', pick: 'b', agree: true, focusEvents: ['focus'] });
    const name = container.querySelector<HTMLInputElement>('input[aria-label="Name"]')!;
    expect(name).toHaveValue('marina');
    expect(name).toHaveFocus();
    expect(name.selectionStart).toBe(3);
    expect(container.querySelector('input[value="b"]')).toBeChecked();
    expect(container.querySelector('input[value="a"]')).not.toBeChecked();
  });

  it('changes nothing when nothing was typed', async () => {
    const { container, held } = await hydrateAfterTyping(() => {});
    act(() => announceTypedInput(container));
    expect(held()).toEqual({ text: '', pick: '', agree: false, focusEvents: [] });
    expect(container.querySelector('input[type="checkbox"]')).not.toBeChecked();
  });
});
