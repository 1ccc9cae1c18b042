import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { parse as parseQuery } from 'node:querystring';
import secureJson from 'secure-json-parse';
import {
  BODY_DISCARD_LIMIT_BYTES,
  BODY_LIMIT,
  BODY_LIMIT_BYTES,
  MAX_BODY_DEPTH,
  MAX_BODY_KEYS,
  MAX_BODY_VALUES,
} from './body-limit';
import { operatorRefusalMessage } from './reject-mongo-operators.hook';

export const MALFORMED_JSON = 'Malformed JSON in request body';
export const TOO_DEEP = 'Request body is nested too deeply';
export const TOO_MANY_KEYS = `Request body has an object with too many keys (at most ${MAX_BODY_KEYS})`;
export const TOO_MANY_VALUES = `Request body holds too many values (at most ${MAX_BODY_VALUES.toLocaleString('en')})`;

/** Requests whose answer must close the connection (a body past BODY_DISCARD_LIMIT_BYTES was left unread). */
const closeAfterAnswer = new WeakSet<object>();
export const mustCloseConnection = (request: FastifyRequest) => closeAfterAnswer.has(request.raw);

const tooLarge = () => new PayloadTooLargeException(`Request body is too large (limit ${BODY_LIMIT})`);

/** Bodies read before Fastify saw their request (EarlyCatalogueAnswers), with the bytes received. */
const readEarly = new WeakMap<object, { text: string; received: number }>();

/** Hands a body read before Fastify on to readBodyText, which takes it instead of the spent stream. */
export function handOverBody(raw: object, text: string, received: number) {
  readEarly.set(raw, { text, received });
}

/**
 * Reads a request body as UTF-8 text, at most BODY_LIMIT_BYTES. A larger body is read on and thrown away
 * up to BODY_DISCARD_LIMIT_BYTES, so that the 413 reaches clients that send their whole body before
 * reading; a body announced or found larger than that is refused at once, with the connection closed.
 */
export function readBodyText(request: FastifyRequest, payload: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    const early = readEarly.get(request.raw);
    if (early) {
      if (!Number.isNaN(declared) && declared !== early.received)
        reject(new BadRequestException('Request body length does not match Content-Length'));
      else resolve(early.text);
      return;
    }
    if (declared > BODY_DISCARD_LIMIT_BYTES) {
      closeAfterAnswer.add(request.raw);
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (outcome: () => void) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > BODY_DISCARD_LIMIT_BYTES) {
        closeAfterAnswer.add(request.raw);
        finish(() => reject(tooLarge()));
      } else if (received <= BODY_LIMIT_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    };
    const onEnd = () =>
      finish(() => {
        if (received > BODY_LIMIT_BYTES) reject(tooLarge());
        else if (!Number.isNaN(declared) && declared !== received)
          reject(new BadRequestException('Request body length does not match Content-Length'));
        else resolve(Buffer.concat(chunks, received).toString('utf8'));
      });
    const onError = () => finish(() => reject(new BadRequestException('Request body could not be read')));
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

/** True when objects and lists in `value` nest deeper than `max` (walked without recursion). */
export const nestsDeeperThan = (value: unknown, max: number) =>
  shapeFault(value, { depth: max, keys: Infinity, values: Infinity }) === TOO_DEEP;

/**
 * What is wrong with the shape of a parsed body, if anything: nested deeper than `bounds.depth`, an object with
 * more than `bounds.keys` keys, or more than `bounds.values` values in all. Walked without recursion, and
 * stopped at the first fault, so that what the walk costs is bounded too. The key and value bounds keep the
 * work done on a body after parsing (validation, class-transformer, whose cost grows with the square of an
 * object's keys) small for any body under the size limit.
 */
export function shapeFault(
  value: unknown,
  bounds: { depth: number; keys: number; values: number } = {
    depth: MAX_BODY_DEPTH,
    keys: MAX_BODY_KEYS,
    values: MAX_BODY_VALUES,
  },
): string | undefined {
  const stack: Array<[unknown, number]> = [[value, 0]];
  let values = 1;
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > bounds.depth) return TOO_DEEP;
    const children = Array.isArray(item) ? item : Object.values(item);
    if (!Array.isArray(item) && children.length > bounds.keys) return TOO_MANY_KEYS;
    values += children.length;
    if (values > bounds.values) return TOO_MANY_VALUES;
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

/**
 * A JSON body: `{}` when empty; 400 when malformed, when it carries `__proto__` or `constructor.prototype`
 * keys (secure-json-parse, as Fastify's own parser), or when its shape is out of bounds (see shapeFault).
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') return {};
  let body: unknown;
  try {
    body = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    // secure-json-parse names both kinds alike; the text tells which key it found.
    const forbidden = error instanceof Error && error.message.includes('forbidden prototype property');
    if (!forbidden) throw new BadRequestException(MALFORMED_JSON);
    throw new BadRequestException(operatorRefusalMessage(/"__proto__"\s*:/.test(text) ? '__proto__' : 'constructor'));
  }
  const fault = shapeFault(body);
  if (fault) throw new BadRequestException(fault);
  return body;
}

/** An urlencoded body: flat by construction (`a[b]=1` is the literal key "a[b]"), a repeated key a list. */
export const parseUrlencodedBody = (text: string): Record<string, string | string[] | undefined> => ({
  ...parseQuery(text),
});
