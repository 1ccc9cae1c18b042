import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'node:querystring';
import secureJson from 'secure-json-parse';
import { BODY_DISCARD_LIMIT_BYTES, BODY_LIMIT, MAX_BODY_DEPTH, MAX_BODY_KEYS, MAX_BODY_VALUES } from './body-limit';
import { operatorRefusalMessage } from './reject-mongo-operators.hook';

export const MALFORMED_JSON = 'Malformed JSON in request body';
export const TOO_DEEP = 'Request body is nested too deeply';
export const TOO_MANY_KEYS = `Request body has an object with too many keys (at most ${MAX_BODY_KEYS})`;
export const TOO_MANY_VALUES = `Request body holds too many values (at most ${MAX_BODY_VALUES.toLocaleString('en')})`;

/** Fastify's own refusals of a body it reads (see registerBodyParsers), in the shop's words. */
const FASTIFY_BODY_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (limit ${BODY_LIMIT})`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length',
};

/** The shop's message for a body Fastify refused while reading it (too large, or not its announced length), if any. */
export function bodyRefusalMessage(error: unknown): string | undefined {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? FASTIFY_BODY_REFUSALS[code] : undefined;
}

/**
 * The routes whose callers sign the body as sent (the WhatsApp Cloud API's webhook): the text is kept on the request
 * as `rawBody` for them alone, so that no other request holds its body twice.
 */
export const RAW_BODY_PATHS = ['/api/v1/whatsapp/webhook'];

/** The body's text as received, on a route of RAW_BODY_PATHS. */
export const rawBodyOf = (request: FastifyRequest): string | undefined =>
  (request as FastifyRequest & { rawBody?: string }).rawBody;

/**
 * JSON and urlencoded bodies, read by Fastify (its bodyLimit, BODY_LIMIT_BYTES, and its check of Content-Length)
 * and parsed by the shop's parsers below, so that a bad body is a 400 with the shop's wording (malformed,
 * prototype keys, out of shape) and a body over the limit a 413 (see bodyRefusalMessage). An empty JSON body
 * reads as `{}`. Multipart forms have their own parser (@fastify/multipart).
 */
export function registerBodyParsers(fastify: FastifyInstance): void {
  const parser =
    (parse: (text: string) => unknown) =>
    (request: FastifyRequest, text: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
      let body: unknown;
      if (RAW_BODY_PATHS.includes(request.url.split('?')[0])) Object.assign(request, { rawBody: text as string });
      try {
        body = parse(text as string);
      } catch (error) {
        return done(error as Error);
      }
      done(null, body);
    };
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, parser(parseJsonBody));
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parser(parseUrlencodedBody));
  fastify.addHook('onError', discardBodyOverLimit);
}

/**
 * A body over the limit is answered 413 as soon as Fastify stops reading it. Fastify would close the connection
 * with that answer; instead the rest of the body is read on and thrown away, so that a client that sends its
 * whole body before reading an answer (Node's fetch, chunked) receives the 413 rather than a reset connection.
 * Up to BODY_DISCARD_LIMIT_BYTES: a body announced larger keeps Fastify's closing, one found larger has its
 * connection closed once it passes the bound.
 */
function discardBodyOverLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  error: Error & { code?: string },
  done: () => void,
) {
  const raw = request.raw;
  const declared = Number(request.headers['content-length']);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && !raw.complete && !(declared > BODY_DISCARD_LIMIT_BYTES)) {
    reply.removeHeader('connection');
    let discarded = 0;
    raw.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > BODY_DISCARD_LIMIT_BYTES) raw.destroy();
    });
  }
  done();
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;
const isBlank = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * What is wrong with the shape of a JSON text, if anything: objects and lists nested deeper than `bounds.depth`,
 * an object with more than `bounds.keys` keys, or more than `bounds.values` values in all (objects, lists and
 * scalars). Read from the text in one pass before it is parsed, since parsing a body of 60,000 keys alone
 * holds the event loop for long; stops at the first fault. Text that is not JSON is left to the
 * parser. The bounds keep what follows (validation, class-transformer, whose cost grows with the square of an
 * object's keys) small for any body under the size limit.
 */
export function jsonShapeFault(
  text: string,
  bounds: { depth: number; keys: number; values: number } = {
    depth: MAX_BODY_DEPTH,
    keys: MAX_BODY_KEYS,
    values: MAX_BODY_VALUES,
  },
): string | undefined {
  // Per open object or list: its children so far, or -1 while it has none; whether it is an object.
  const children: number[] = [];
  const isObject: boolean[] = [];
  let values = 1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (isBlank(code)) continue;
    const top = children.length - 1;
    if (code === CLOSE_OBJECT || code === CLOSE_LIST) {
      children.pop();
      isObject.pop();
      continue;
    }
    if (top >= 0 && (children[top] === -1 || code === COMMA)) {
      children[top] = children[top] === -1 ? 1 : children[top] + 1;
      if (isObject[top] && children[top] > bounds.keys) return TOO_MANY_KEYS;
      if (++values > bounds.values) return TOO_MANY_VALUES;
      if (code === COMMA) continue;
    }
    if (code === QUOTE) {
      // To the closing quote: one not preceded by an odd number of backslashes.
      let end = text.indexOf('"', at + 1);
      while (end !== -1) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return undefined;
      // A key: its value follows the colon and is not a further child of the object.
      const next = nextNonBlank(text, end + 1);
      if (top >= 0 && isObject[top] && text[next] === ':') at = next;
      else at = end;
    } else if (code === OPEN_OBJECT || code === OPEN_LIST) {
      if (children.length + 1 > bounds.depth) return TOO_DEEP;
      children.push(-1);
      isObject.push(code === OPEN_OBJECT);
    }
  }
  return undefined;
}

function nextNonBlank(text: string, from: number): number {
  let at = from;
  while (at < text.length && isBlank(text.charCodeAt(at))) at++;
  return at;
}

/**
 * A JSON body: `{}` when empty; 400 when malformed, when it carries `__proto__` or `constructor.prototype`
 * keys (secure-json-parse, as Fastify's own parser), or when its shape is out of bounds (see jsonShapeFault).
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') return {};
  const fault = jsonShapeFault(text);
  if (fault) throw new BadRequestException(fault);
  let body: unknown;
  try {
    body = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    // secure-json-parse names both kinds alike; the text tells which key it found.
    const forbidden = error instanceof Error && error.message.includes('forbidden prototype property');
    if (!forbidden) throw new BadRequestException(MALFORMED_JSON);
    throw new BadRequestException(operatorRefusalMessage(/"__proto__"\s*:/.test(text) ? '__proto__' : 'constructor'));
  }
  return body;
}

/** An urlencoded body: flat by construction (`a[b]=1` is the literal key "a[b]"), a repeated key a list. */
export const parseUrlencodedBody = (text: string): Record<string, string | string[] | undefined> => ({
  ...parseQuery(text),
});
