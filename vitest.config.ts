import { defineConfig } from 'vitest/config';

// One root config with a project per workspace so `npm test` runs everything that needs no browser.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
