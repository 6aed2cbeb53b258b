import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { LIMITS } from '@/shared/limits';

function prefersReducedMotion(): boolean {
  return !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The hero headline typed one character every 60 ms. The full text is in the heading from the
 * start (screen-reader copy), the typing is decoration; reduced motion shows it at once.
 */
export function TypedHeadline({ text, className }: { text: string; className?: string }) {
  return (
    <h1 className={className}>
      <span className="sr-only">{text}</span>
      {/* Keyed by text: signing in or out types the other headline from the start. */}
      <TypedText key={text} text={text} />
    </h1>
  );
}

function TypedText({ text }: { text: string }) {
  // From nothing, as the server renders it (the hydration must match); reduced motion shows it all
  // once the browser's own render reads the setting.
  const reducedMotion = useHydrated() && prefersReducedMotion();
  const [typed, setTyped] = useState(0);
  const count = reducedMotion ? text.length : typed;
  const done = count >= text.length;

  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setTyped((n) => n + 1), LIMITS.headlineTypingMs);
    return () => clearTimeout(timer);
  }, [count, done]);

  return (
    <span aria-hidden="true" data-testid="typed-headline">
      {text.slice(0, count)}
      <span className={done ? 'invisible' : 'animate-pulse'}>|</span>
    </span>
  );
}
