import type { LinkProps } from '@tanstack/react-router';

/** A path the router knows: a typo or a removed route fails the typecheck. */
export type AppPath = NonNullable<LinkProps['to']>;
