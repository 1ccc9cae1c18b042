/** Every key starts so: a bearer token that does is a key, not a sign-in token. */
export const KEY_PREFIX = 'volt_';

export const isApiKey = (token: string) => token.startsWith(KEY_PREFIX);

/** The integration's key a request carries: `X-Api-Key`, or `Authorization: Bearer volt_…`; undefined when none. */
export function apiKeyIn(header: (name: string) => string | string[] | null | undefined): string | undefined {
  const given = header('x-api-key');
  if (typeof given === 'string' && given.trim()) return given.trim();
  const authorization = header('authorization');
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)/i.exec(authorization)?.[1] : undefined;
  return bearer && isApiKey(bearer) ? bearer : undefined;
}
