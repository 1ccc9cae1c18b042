import { NextFunction, Request, Response } from 'express';

const MAX_DEPTH = 20;

/** Finds a key that MongoDB would read as an operator or a path (`$gt`, `a.b`) anywhere in a parsed body. */
export function findOperatorKey(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findOperatorKey(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('$')) return key;
    const found = findOperatorKey(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses request bodies and queries that carry MongoDB operators, before any handler sees them. */
export function rejectMongoOperators(req: Request, res: Response, next: NextFunction) {
  // Express's simple query parser keeps `a[$ne]=x` as the literal key "a[$ne]": refuse those too.
  const queryKey = Object.keys(req.query ?? {}).find((name) => name.includes('$'));
  const key = findOperatorKey(req.body) ?? queryKey ?? findOperatorKey(req.query);
  if (key) {
    res.status(400).json({ success: false, message: `Invalid input: "${key}" is not allowed` });
    return;
  }
  next();
}
