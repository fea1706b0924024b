import { defineConfig } from 'vitest/config';

// One root config with a project per workspace so `npm test` runs everything that needs no browser.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'eslint', 'scripts', 'bench'],
    // API test files each open a database copy (PGlite costs ~0.5 GB); two cores, two workers.
    maxWorkers: 2,
  },
});
