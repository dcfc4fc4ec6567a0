// `npm run db:restore -- <file>`: a db:backup tarball into DATA_DIR/pglite, which must be empty or absent.
import { resolve } from 'node:path';
import { loadConfig } from '../../config.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file> (into DATA_DIR, whose database must be empty)');
  process.exit(2);
}
const config = loadConfig();
try {
  const result = await restoreBackup(resolve(file), config.dataDir);
  const rows = [...result.counts.values()].reduce((a, b) => a + b, 0);
  console.log(`Restored into ${result.directory}: ${result.counts.size} tables, ${rows} rows.`);
  if (result.ledgerProblems.length) {
    console.error('The ledger reconciliation found differences:');
    for (const line of result.ledgerProblems.slice(0, 50)) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('Ledger reconciliation: no difference. Start the server with this DATA_DIR.');
  process.exit(0);
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : error);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
}
