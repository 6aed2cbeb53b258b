import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { getTailwindMergeConfig } from './tailwind-merge-config';

// tailwind-merge with only the class groups the app uses (see ./tailwind-merge-config): the default
// config is 8 KB gz of every page's first JavaScript.
const twMerge = createTailwindMerge(getTailwindMergeConfig);

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now rather than in the first `cn()`: 50-80 ms on a slow phone
 * (issue 22), which would otherwise land inside a slice of the page's hydration and make it a long
 * task. Called in a task of its own while the route's code loads.
 */
export function prepareClassMerging(): void {
  twMerge('p-0');
}
