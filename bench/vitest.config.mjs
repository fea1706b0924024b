import { defineProject } from 'vitest/config';

// The bench's own pure parts (draws, sequence, metrics parsing); the benches themselves need a seeded database.
export default defineProject({
  test: { name: 'bench', include: ['lib/*.test.mjs'], environment: 'node' },
});
