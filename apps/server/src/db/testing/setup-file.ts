import { afterAll, beforeAll } from 'vitest';
import { closeTestApps } from './test-app.ts';
import { getTestDb, resetTestDb } from './test-db.ts';

// Runs before each test file: a clean database (same worker database, emptied and re-seeded).
beforeAll(async () => {
  await resetTestDb(await getTestDb());
});

afterAll(async () => {
  await closeTestApps();
});
