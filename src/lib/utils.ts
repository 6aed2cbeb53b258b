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
