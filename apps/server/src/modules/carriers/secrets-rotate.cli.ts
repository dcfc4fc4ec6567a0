/**
 * `npm run secrets:rotate -w apps/server`: re-seals every channel's credentials and cached carrier token
 * with SECRETS_KEY (the old key given as SECRETS_KEY_PREVIOUS, or the server_keys key before the first
 * SECRETS_KEY). Same environment as the server (DATABASE_URL or DATA_DIR).
 */
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase, withStartupLock } from '../../db/migrate.ts';
import { useSecretsKeys } from './credentials.ts';
import { rotateSecrets, SecretsConfigError } from './secrets-rotation.ts';

async function run() {
  const config = loadConfig();
  useSecretsKeys(config);
  const handle = await openDatabase(config);
  try {
    await withStartupLock(handle, () => migrateDatabase(handle));
    const done = await rotateSecrets(handle.db);
    console.log(
      `Re-sealed ${done.channels} channel credential set(s), ${done.tokens} carrier token(s), ${done.webhookSecrets} webhook endpoint secret(s), ${done.storeCredentials} online store credential set(s), ${done.lingxingSecrets} LingXing app secret(s) and ${done.idempotentAnswers} stored idempotent answer(s).`,
    );
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SecretsConfigError) console.error(error.message);
  else console.error('Rotation failed:', error);
  process.exit(1);
});
