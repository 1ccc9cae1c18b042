// The build step of `npm start`: builds the server and the client only when their sources changed since their
// last build (a fresh clone builds both; a second start builds nothing), so a restart is not held up by builds.
// `npm run build` always builds both.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The newest modification time under the given files and folders (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(path))
        if (!['node_modules', 'dist', 'dist-ssr'].includes(name)) visit(join(path, name));
    } else latest = Math.max(latest, info.mtimeMs);
  };
  for (const path of paths) visit(resolve(root, path));
  return latest;
}

const shared = ['package.json', 'package-lock.json'];
const builds = [
  {
    name: 'server',
    script: 'build:server',
    output: 'dist/server/src/main.js',
    sources: [...shared, 'server/src', 'tsconfig.json', 'nest-cli.json'],
  },
  {
    name: 'client',
    script: 'build:client',
    // The browser's client and the server-side renderer built beside it (see docs/performance.md).
    output: ['client/dist/index.html', 'client/dist-ssr/entry-server.js'],
    sources: [...shared, 'client'],
  },
  { name: 'explorer', script: 'build:explorer', output: 'explorer/dist/index.html', sources: [...shared, 'explorer'] },
];

for (const build of builds) {
  // The oldest of the outputs, 0 when one is missing.
  const outputs = [build.output].flat();
  const built = Math.min(...outputs.map((output) => newest([output])));
  if (built > 0 && built >= newest(build.sources)) continue;
  console.log(`Building the ${build.name} (${built ? 'sources changed' : 'not built yet'})…`);
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', build.script], {
    cwd: root,
    stdio: 'inherit',
    // Production builds whatever NODE_ENV the caller has: under jest's 'test' Vite would bundle React's development
    // build, several times slower in the browser, and `npm start` would then serve it.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
