import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** The repository root (the folder of the root package.json), from the source tree and from dist/ alike. */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = __dirname;
  while (!existsSync(join(dir, 'nest-cli.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the project root above ${__dirname}`);
    dir = parent;
  }
  return (cached = dir);
}

/** Files the server ships next to its code: the logo. */
export const assetsDir = () => join(projectRoot(), 'server', 'assets');

/** GraphiQL, as `npm run build:explorer` builds it from explorer/. */
export const explorerBuildDir = () => join(projectRoot(), 'explorer', 'dist');
