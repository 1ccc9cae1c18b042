import { createHash } from 'node:crypto';

/** A guest order keeps the SHA-256 of its access key, never the key itself. */
export const hashAccessKey = (key: string) => createHash('sha256').update(key).digest('hex');
