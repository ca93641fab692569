import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'bench/lib/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker keeps its loaded modules (and compiled PGlite) across files: 6.9 → 4.0 min on 2 cores. Files share
    // no state: each opens its own database, and test/setup.ts restores mocks after every test.
    isolate: false,
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
  },
})
