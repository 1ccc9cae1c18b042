/** Every key starts so: the access guard tells a key from a sign-in token by it. */
export const KEY_PREFIX = 'volt_';

export const isApiKey = (token: string) => token.startsWith(KEY_PREFIX);
