import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 10 s, not 1: on a loaded 2-core CI machine, beside the API tests, a
// form mounted in steps (eight tasks) took longer than 1 s to reach its last step, and on a host half as
// fast (the twenty-ninth machine) longer than 5. A wait for what never comes still fails, only later.
configure({ asyncUtilTimeout: 10_000 });
