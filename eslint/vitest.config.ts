import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'lint-rules', include: ['*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
