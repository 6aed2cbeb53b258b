import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypedHeadline } from '@/features/home/components/typed-headline';
import { shareLinks } from '@/features/reviews/share-links';
import './harness';

/** Advances the clock one typing step at a time (each step schedules the next after rendering). */
async function typeFor(steps: number) {
  for (let i = 0; i < steps; i++) await act(() => vi.advanceTimersByTimeAsync(60));
}

describe('TypedHeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the full text as its name from the start and types one character per 60 ms', async () => {
    render(<TypedHeadline text="Find Your Ideal Home" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Ideal Home' })).toBeInTheDocument();
    const typed = screen.getByTestId('typed-headline');
    expect(typed.textContent).toBe('|');
    await typeFor(4);
    expect(typed.textContent).toBe('Find|');
    await typeFor(30);
    expect(typed.textContent).toBe('Find Your Ideal Home|');
  });

  it('shows the text at once when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<TypedHeadline text="Find a trusted Home" />);
    expect(screen.getByTestId('typed-headline').textContent).toBe('Find a trusted Home|');
  });
});

describe('shareLinks', () => {
  it("carries the encoded page URL and the product's text for each network", () => {
    const url = 'https://hometruths.example/property/marina-bay-suites';
    const links = shareLinks(url, '3 Central Boulevard, Singapore, 018972');
    expect(links.map((l) => l.network)).toEqual(['Facebook', 'X', 'LinkedIn', 'WhatsApp']);
    for (const link of links) {
      expect(link.href).toContain(encodeURIComponent(url));
      expect(link.href).toContain(
        encodeURIComponent('Check out this review for 3 Central Boulevard, Singapore, 018972 on HomeTruths!'),
      );
    }
  });
});
