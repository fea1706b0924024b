// Reads the JSON reports that .ci/run collected and prints the one closing line CI reads:
// "N passed, N failed" (plus skipped), counting every test of every step.
// `--unreported=N` adds failures that left no report (a database that never answered, no
// browser), so a step that could not run is never hidden from the count.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const args = process.argv.slice(2);
for (const arg of args.filter((a) => a.startsWith('--unreported='))) failed += Number(arg.split('=')[1]) || 0;

for (const file of args.filter((a) => !a.startsWith('--'))) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(report.testResults)) {
    // Vitest's JSON reporter (Jest-compatible shape).
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright's JSON reporter.
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    skipped += report.stats.skipped ?? 0;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
