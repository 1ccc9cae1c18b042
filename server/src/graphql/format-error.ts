import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import {
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNREACHABLE_MESSAGE,
  isDatabaseUnreachable,
} from '../common/errors/database-errors';
import { INTERNAL_ERROR_MESSAGE } from '../common/errors/error-codes';
import { QUERY_TOO_COMPLEX, QueryLimitError } from './query-limits';

// retryAfter: a rate limit's or a key's budget's wait in seconds (429).
const SAFE_EXTENSIONS = ['code', 'status', 'errors', 'retryAfter'];

/**
 * What graphql-js says after `Variable "$x" got invalid value <the value> [at "x.path"]; ` when a variable
 * does not fit its type, value-free: each pattern matches a whole reason. Reasons that end with the value
 * ("String cannot represent a non string value: <the value>") keep their words up to the colon.
 */
const REASONS_WITHOUT_VALUES = [
  /^Expected non-nullable type "[\w[\]!]+" not to be null\.$/,
  /^Expected type "\w+" to be an object\.$/,
  /^Field "\w+" of required type "[\w[\]!]+" was not provided\.$/,
  /^Field "[^"\\]{1,100}" is not defined by type "\w+"\.(?: Did you mean [\w", ]+\?)?$/,
  /^Expected type "\w+"\.$/,
  /^Exactly one key must be specified for OneOf type "\w+"\.$/,
  /^Field "[^"\\]{1,100}" must be non-null\.$/,
];
const REASONS_ENDING_WITH_THE_VALUE = [
  /^((?:Int|Float|String|Boolean|ID|Enum "\w+") cannot represent (?:a )?(?:non[ -](?:integer|32-bit signed integer|numeric|string|boolean) )?value): /,
  /^Expected type "\w+"\. (\w+ cannot represent [\w -]{0,60}?): /,
];
const UNKNOWN_ENUM_VALUE =
  /^Value "[\s\S]*" does not exist in "(\w+)" enum\.( Did you mean the enum value [\w", ]+\?)?$/;

const VARIABLE_PREFIX = /^Variable "\$(\w+)" got invalid value /;
const PATH_AT_END = / at "([\w.[\]]+)"$/;

/** A reason from REASONS_* rewritten without the value, or undefined when `text` is not one. */
function reasonWithoutValue(text: string): string | undefined {
  if (REASONS_WITHOUT_VALUES.some((pattern) => pattern.test(text))) return text;
  for (const pattern of REASONS_ENDING_WITH_THE_VALUE) {
    const found = pattern.exec(text);
    if (found) return `${found[1]}.`;
  }
  const unknownEnum = UNKNOWN_ENUM_VALUE.exec(text);
  if (unknownEnum) return `Value does not exist in "${unknownEnum[1]}" enum.${unknownEnum[2] ?? ''}`;
  return undefined;
}

/**
 * graphql-js names a variable that does not fit its type and prints its value, passwords included
 * ('Variable "$input" got invalid value { email: "…", password: "…" }; Field "name" …'). This keeps the
 * variable, the path inside it and the reason, and drops the value. A message whose parts cannot be told
 * apart keeps the variable's name only.
 */
export function withoutVariableValues(message: string): string {
  const variable = VARIABLE_PREFIX.exec(message);
  if (!variable) return message;
  for (let split = message.indexOf('; '); split >= 0; split = message.indexOf('; ', split + 2)) {
    const reason = reasonWithoutValue(message.slice(split + 2));
    if (reason === undefined) continue;
    const path = PATH_AT_END.exec(message.slice(0, split));
    return `Variable "$${variable[1]}" got invalid value${path ? ` at "${path[1]}"` : ''}; ${reason}`;
  }
  return `Variable "$${variable[1]}" got invalid value.`;
}

/** "Did you mean …?" names fields and values of the schema; production answers leave them out. */
export const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean [^?]*\?/g, '');

/** graphql's parser refusing a document over `maxTokens`. */
const TOKEN_LIMIT = /^Syntax Error: Document contains more (?:than|that) (\d+) tokens\. Parsing aborted\.$/;

const isQueryLimitError = (error: unknown) =>
  error instanceof QueryLimitError || (error instanceof GraphQLError && error.originalError instanceof QueryLimitError);

/**
 * Keeps only what a client may see: message, locations, path and the safe extensions; never a stack, never
 * the text of an unexpected error, never the value of a variable, and in production no suggestions. Queries
 * refused by a limit (see query-limits.ts) carry `extensions.code` QUERY_TOO_COMPLEX.
 */
export function graphQLErrorFormatter(options: { hideSuggestions: boolean }) {
  return (formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError => {
    // A database error thrown outside Nest's exception filter (a field resolver, a plugin): 503, not 500.
    if (
      (formatted.extensions?.code === undefined || formatted.extensions.code === 'INTERNAL_SERVER_ERROR') &&
      isDatabaseUnreachable(error)
    ) {
      formatted = {
        ...formatted,
        message: DATABASE_UNREACHABLE_MESSAGE,
        extensions: { code: DATABASE_UNAVAILABLE_CODE, status: 503 },
      };
    }
    const extensions: Record<string, unknown> = Object.fromEntries(
      Object.entries(formatted.extensions ?? {}).filter(([key]) => SAFE_EXTENSIONS.includes(key)),
    );
    let message = formatted.message;
    const tokens = TOKEN_LIMIT.exec(message);
    if (tokens) message = `Query is too complex: it has more than ${tokens[1]} tokens`;
    if (tokens || isQueryLimitError(error)) extensions.code = QUERY_TOO_COMPLEX;
    if (!extensions.code) extensions.code = 'INTERNAL_SERVER_ERROR';
    if (extensions.code === 'INTERNAL_SERVER_ERROR') message = INTERNAL_ERROR_MESSAGE;
    message = withoutVariableValues(message);
    if (options.hideSuggestions) message = withoutSuggestions(message);
    return {
      message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions,
    };
  };
}
