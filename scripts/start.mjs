// `npm start`: build the web app if needed, then run the server (it migrates, seeds and serves).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfStale, root } from './lib/build-web.mjs';

if (!existsSync(join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run `npm ci` first (see README).');
  process.exit(1);
}
buildWebIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
