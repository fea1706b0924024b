import { defineProject } from 'vitest/config';

// The repository's own scripts (build, install): what a newcomer's first commands print.
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
