// `npm run db:copy-to-postgres`: the embedded database under DATA_DIR into the empty PostgreSQL database at
// DATABASE_URL (docs/operations.md, "Moving to PostgreSQL"). Stop the server first.
import { loadConfig } from '../../config.ts';
import { CopyRefused, copyToPostgres } from './copy.ts';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL to the empty PostgreSQL database to copy into (postgres://...).');
  process.exit(2);
}
console.log(`Copying the embedded database in ${config.dataDir} into PostgreSQL ...`);
try {
  const report = await copyToPostgres({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    log: (line) => console.log(line),
  });
  const width = Math.max(...report.tables.map((t) => t.name.length), 5);
  console.log(`\n${'table'.padEnd(width)}  ${'embedded'.padStart(9)}  ${'postgres'.padStart(9)}`);
  for (const t of report.tables)
    console.log(
      `${t.name.padEnd(width)}  ${String(t.source).padStart(9)}  ${String(t.target).padStart(9)}${t.source === t.target ? '' : '  DIFFERENT'}`,
    );
  const rows = report.tables.reduce((sum, t) => sum + t.target, 0);
  console.log(
    `\n${report.tables.length} tables, ${rows} rows, ${report.sequences} sequences, ${report.foreignKeys} foreign keys checked, login key pair ${report.loginKeysCopied ? 'copied' : 'DIFFERENT'}, ${(report.ms / 1000).toFixed(1)} s`,
  );
  for (const [key, total] of Object.entries(report.balances.source)) {
    const copied = report.balances.target[key];
    console.log(
      `balance ${key}: ${total}${copied === total ? '' : `  DIFFERENT in PostgreSQL: ${copied ?? 'missing'}`}`,
    );
  }
  if (report.ledgerProblems.length) {
    console.log('Ledger reconciliation on PostgreSQL found:');
    for (const line of report.ledgerProblems.slice(0, 50)) console.log(`  ${line}`);
  } else console.log('Ledger reconciliation on PostgreSQL: no difference.');
  if (!report.ok) {
    console.error(
      '\nThe copy differs from the embedded database (see above); the target keeps its copy_in_progress marker.',
    );
    process.exit(1);
  }
  console.log('\nDone. Start the server on PostgreSQL with DATABASE_URL set (npm start).');
  process.exit(0);
} catch (error) {
  console.error(error instanceof CopyRefused ? error.message : error);
  process.exit(error instanceof CopyRefused ? 2 : 1);
}
