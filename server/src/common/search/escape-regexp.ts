/** `text` as a literal inside a regular expression (searches match what was typed, never a pattern). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
