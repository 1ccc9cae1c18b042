import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The size of the newest copy under `dir` (its gen-* folder), as "1.2 MB". */
export function du(dir) {
  const newest = readdirSync(dir).filter((name) => name.startsWith('gen-')).sort().pop();
  if (!newest) return '0 B';
  const bytes = readdirSync(join(dir, newest)).reduce((sum, name) => sum + statSync(join(dir, newest, name)).size, 0);
  return bytes > 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} kB`;
}
