// npm run setup — after `npm install`: builds the site and prepares the database (migrations, reference
// data, the demo catalogue unless SEED_DEMO=false), so the first `npm start` starts at once.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const script of ['build', 'seed']) {
  const status = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' }).status;
  if (status !== 0) process.exit(status ?? 1);
}
