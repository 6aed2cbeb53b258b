import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PropertySearchBox } from '@/features/properties/components/property-search-box';
import { json, renderWithQuery, stubFetch } from './harness';

const SUGGESTIONS = [
  { id: 'p1', name: 'Marina Bay Suites', address: '3 Central Boulevard, Singapore, 018972', type: 'CONDO' },
  { id: 'p2', name: 'Coliwoo Marina', address: '1 Marina Way, Singapore, 018001', type: 'CO_LIVING_SPACE' },
];

function setup() {
  const seen = stubFetch(() => json({ success: true, message: 'ok', data: SUGGESTIONS }));
  const onSearch = vi.fn();
  renderWithQuery(<PropertySearchBox placeholder="Enter place name or address, zipcode...." onSearch={onSearch} />);
  // The fake clock also moves with real time (user-event needs that), so timing checks keep a margin.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox', { name: 'Search properties' });
  const suggestionCalls = () =>
    seen.filter((r) => r.url.includes('/get-suggestions')).map((r) => new URL(r.url).searchParams.get('q'));
  return { user, input, onSearch, suggestionCalls };
}

/** Lets the stubbed fetch resolve and the query notify (both on the fake clock). */
const flush = () => act(() => vi.advanceTimersByTimeAsync(10));

describe('PropertySearchBox', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks only after a 300 ms pause and only with 2+ characters', async () => {
    const { user, input, suggestionCalls } = setup();
    await user.type(input, 'm');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(suggestionCalls()).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'ar');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(suggestionCalls()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await flush();
    expect(screen.getByRole('option', { name: /Marina Bay Suites/ })).toBeInTheDocument();
    expect(suggestionCalls()).toEqual(['mar']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // Type values are shown with spaces for underscores.
    expect(screen.getByText('CO LIVING SPACE')).toBeInTheDocument();

    // Back under 2 characters: emptied and closed at once.
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('picks by keyboard (arrows + Enter) filling the address, and Escape closes', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, 'marina');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    screen.getByRole('option', { name: /Marina Bay Suites/ });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: /Coliwoo Marina/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(input).toHaveValue('3 Central Boulevard, Singapore, 018972');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'marina');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    screen.getByRole('option', { name: /Marina Bay Suites/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('clicking a suggestion fills the box with its address', async () => {
    const { user, input } = setup();
    await user.type(input, 'marina');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    await user.click(screen.getByRole('option', { name: /Coliwoo Marina/ }));
    expect(input).toHaveValue('1 Marina Way, Singapore, 018001');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes 200 ms after the input loses focus', async () => {
    const { user, input } = setup();
    await user.type(input, 'marina');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await flush();
    screen.getByRole('option', { name: /Marina Bay Suites/ });
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(120));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await act(() => vi.advanceTimersByTimeAsync(80));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits trimmed text and ignores blank input', async () => {
    const { user, input, onSearch } = setup();
    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '  018972  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('018972');
  });
});
