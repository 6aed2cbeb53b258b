import { useEffect, useState } from 'react';
import { LIMITS } from '@/shared/limits';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
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
  const [count, setCount] = useState(() => (prefersReducedMotion() ? text.length : 0));
  const done = count >= text.length;

  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setCount((n) => n + 1), LIMITS.headlineTypingMs);
    return () => clearTimeout(timer);
  }, [count, done]);

  return (
    <span aria-hidden="true" data-testid="typed-headline">
      {text.slice(0, count)}
      <span className={done ? 'invisible' : 'animate-pulse'}>|</span>
    </span>
  );
}
