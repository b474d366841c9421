import { defineConfig } from "vitest/config";

// The harness's own tests, run alone (`npm test -w @mmcb/harness`); the repository's `npm test` runs them
// with the rest. The example's runs start Cucumber and a browser: seconds each on a busy machine.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
