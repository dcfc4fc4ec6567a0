// Reads the JSON reports of Vitest and Playwright and counts passed and failed tests.
import { existsSync, readFileSync } from 'node:fs';

export function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: `missing report ${file}` };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed to load counts as one failure even though none of its tests ran.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

export function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: `missing report ${file}` };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (stats.interrupted ?? 0) };
}

export function sum(...counts) {
  return counts.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed }), {
    passed: 0,
    failed: 0,
  });
}
