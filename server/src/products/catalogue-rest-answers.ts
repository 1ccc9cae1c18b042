import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { handOverBody, parseJsonBody } from '../common/http/body-parsing';
import { madeSharedCopy } from '../common/http/compression';
import { GRAPHQL_ANSWER_HEADERS, GRAPHQL_PATH, graphqlAnswerKey } from '../graphql/catalogue-answers';
import type { CatalogueCache } from './catalogue-cache';

/** The route option that marks a public catalogue read whose JSON answer may be answered again before Nest. */
const CATALOGUE_ANSWER = 'catalogueAnswer';

/**
 * Marks a public REST catalogue read (GET, the same JSON for every anonymous caller until the next product
 * write): its answers are kept by URL and sent again before Nest (see registerCatalogueRestAnswers).
 */
export const CatalogueAnswer = () => RouteConfig({ [CATALOGUE_ANSWER]: true });

const JSON_ANSWER = 'application/json; charset=utf-8';

const keyOf = (request: { url?: string }) => `rest ${request.url}`;

/** A GET of a marked route without a token: a caller with a token goes through the guard, which checks it. */
const isCandidate = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.headers.authorization === undefined &&
  (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[CATALOGUE_ANSWER] === true;

/**
 * Whole REST answers of the public catalogue reads, kept as the JSON text Nest sent, in the catalogue cache (so
 * every product write empties them too), under the URL as sent (path and query string).
 *
 * - An onRequest hook answers a URL kept before: the same text, with the same content type, without Nest's
 *   router, guard and validation pipe (most of a cached listing's CPU). The hooks before it (database
 *   availability, load shedding, security headers) and every onSend hook (compression) still run.
 * - Otherwise the request goes through Nest as before, and an onSend hook keeps its answer when it is a 200 with
 *   JSON text, worked out since the cache's version noted when the request came in: an answer read across a
 *   product write is never kept. A URL that Nest refused (bad input, 400) is never kept, so it is refused again.
 *
 * Register it after the security headers and before compression (its onSend hook must see the text).
 */
export function registerCatalogueRestAnswers(fastify: FastifyInstance, cache: CatalogueCache) {
  const versionAtStart = new WeakMap<FastifyRequest, number>();
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!isCandidate(request)) return done();
    const text = cache.peek<string>(keyOf(request));
    if (text === undefined) {
      versionAtStart.set(request, cache.version);
      return done();
    }
    void reply.header('content-type', JSON_ANSWER).send(text);
  });
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const version = versionAtStart.get(request);
      if (
        version !== undefined &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        String(reply.getHeader('content-type')).startsWith('application/json')
      )
        cache.keep(keyOf(request), payload, version);
      done(null, payload);
    },
  );
}

/** One kept answer as sent before Fastify: the text's bytes and headers, and those of its compressed copies. */
interface PreparedAnswer {
  text: string;
  body: Buffer;
  headers: OutgoingHttpHeaders;
  /** By encoding: the copy these headers were made for, and the headers. */
  compressed: Map<string, { body: Buffer; headers: OutgoingHttpHeaders }>;
}

/** What the early answers need from the running shop (see EarlyCatalogueAnswers.attach). */
export interface EarlyAnswerSource {
  cache: CatalogueCache;
  /** The headers every answer carries (helmet's, worked out once: securityHeaders in http-setup.ts). */
  headers: Record<string, string>;
  /** False while the shop refuses API work (database unavailable, load shed): Fastify's hooks answer then. */
  open: () => boolean;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A GraphQL body is read before Fastify only up to this size; a longer one goes to Fastify unread. */
const EARLY_BODY_MAX_BYTES = 16 * 1024;
/** The fields of a GraphQL body that make its cache key; a body with any other goes through Fastify. */
const GRAPHQL_BODY_FIELDS = new Set(['query', 'operationName', 'variables']);
const REST_ANSWER_HEADERS = { 'content-type': JSON_ANSWER };

/**
 * Kept catalogue answers sent by Node's HTTP server itself, before Fastify parses, routes or hooks the request
 * (Fastify's serverFactory, see createHttpAdapter). Repeated anonymous catalogue reads are the shop's busiest
 * requests; through Fastify's lifecycle a kept REST listing costs far more CPU than a bare Node server
 * sending the same bytes. Answered here only when the answer is certain to be the one Fastify would send:
 *
 * - REST: a GET with no body and no Authorization header (a token is checked by Nest's guard, every time), whose
 *   URL as sent is kept by registerCatalogueRestAnswers (only 200 JSON answers of the marked public routes are
 *   kept, and every product write empties them);
 * - GraphQL: a POST to /graphql without a token, with a JSON body of at most 16 KB that has only `query`,
 *   `operationName` and `variables`, whose answer catalogueAnswersPlugin kept (only answers without errors, to
 *   bodies that passed every GraphQL bound and input check, which depend on the body alone). The body is read
 *   here; when nothing is answered it is handed to Fastify's JSON parser (handOverBody) and the request goes on
 *   as if it had just arrived;
 * - while the shop takes API work (`open`): a refusal (database down, load shed) is Fastify's to send;
 * - without Accept-Encoding (the text itself), or with one whose compressed copy is made already (the copy the
 *   compression hooks would send). Anything else goes to Fastify, which makes the copy for the next request.
 *
 * The headers are Fastify's for the same answer (helmet's, content type, cache-control for GraphQL, length, and
 * for a copy its encoding and `vary`); the catalogue-cache tests compare them name by name. Nothing is held
 * while sending, so load shedding's in-flight bound has nothing to count.
 */
export class EarlyCatalogueAnswers {
  private source?: EarlyAnswerSource;
  private readonly prepared = new LRUCache<string, PreparedAnswer>({
    max: 400,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (answer) => answer.body.length || 1,
  });
  /** Requests answered here (tests). */
  answered = 0;

  attach(source: EarlyAnswerSource) {
    this.source = source;
  }

  /** Answers `request` when it can (see the class); otherwise hands it on to `next` (Fastify). */
  handle(request: IncomingMessage, response: ServerResponse, next: Handler): void {
    const source = this.source;
    if (!source) return next(request, response);
    if (request.method === 'GET') {
      if (!this.answerRead(source, request, response)) next(request, response);
      return;
    }
    const declared = this.graphqlBodyLength(request);
    if (declared === undefined) return next(request, response);
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= declared) chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => {
      request.removeListener('data', onData);
      const text = Buffer.concat(chunks).toString('utf8');
      if (received === declared && this.answerQuery(source, text, request, response)) return;
      handOverBody(request, text, received);
      next(request, response);
    });
  }

  private answerRead(source: EarlyAnswerSource, request: IncomingMessage, response: ServerResponse): boolean {
    const headers = request.headers;
    if (headers.authorization !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
    const key = keyOf(request);
    const text = source.cache.peek<string>(key);
    return typeof text === 'string' && this.send(source, key, text, REST_ANSWER_HEADERS, request, response);
  }

  /** The declared length of an anonymous GraphQL POST's JSON body when it may be read here; else undefined. */
  private graphqlBodyLength(request: IncomingMessage): number | undefined {
    const headers = request.headers;
    if (request.method !== 'POST' || request.url !== GRAPHQL_PATH) return undefined;
    if (headers.authorization !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
    if (headers['content-type']?.split(';', 1)[0].trim().toLowerCase() !== 'application/json') return undefined;
    const declared = Number(headers['content-length']);
    return Number.isInteger(declared) && declared > 0 && declared <= EARLY_BODY_MAX_BYTES ? declared : undefined;
  }

  private answerQuery(source: EarlyAnswerSource, text: string, request: IncomingMessage, response: ServerResponse) {
    let body: unknown;
    try {
      body = parseJsonBody(text);
    } catch {
      return false;
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
    if (Object.keys(body).some((field) => !GRAPHQL_BODY_FIELDS.has(field))) return false;
    const key = graphqlAnswerKey(body);
    const kept = key === undefined ? undefined : source.cache.peek<string>(key);
    return typeof kept === 'string' && this.send(source, key!, kept, GRAPHQL_ANSWER_HEADERS, request, response);
  }

  /** Sends a kept text as is or as its made copy, as Accept-Encoding asks; false when Fastify must decide. */
  private send(
    source: EarlyAnswerSource,
    key: string,
    text: string,
    contentHeaders: Record<string, string>,
    request: IncomingMessage,
    response: ServerResponse,
  ): boolean {
    if (!source.open()) return false;
    const answer = this.preparedFor(key, text, { ...source.headers, ...contentHeaders });
    const accepted = request.headers['accept-encoding'];
    if (accepted === undefined) {
      response.writeHead(200, answer.headers);
      response.end(answer.body);
    } else {
      const copy = madeSharedCopy(text, accepted);
      if (!copy) return false;
      let sent = answer.compressed.get(copy.encoding);
      if (sent?.body !== copy.body) {
        const { body } = copy;
        sent = {
          body,
          headers: {
            ...answer.headers,
            vary: 'accept-encoding',
            'content-encoding': copy.encoding,
            'content-length': body.length,
          },
        };
        answer.compressed.set(copy.encoding, sent);
      }
      response.writeHead(200, sent.headers);
      response.end(sent.body);
    }
    this.answered++;
    return true;
  }

  private preparedFor(key: string, text: string, headers: Record<string, string>): PreparedAnswer {
    const kept = this.prepared.get(key);
    if (kept && kept.text === text) return kept;
    const body = Buffer.from(text);
    const answer: PreparedAnswer = {
      text,
      body,
      headers: { ...headers, 'content-length': body.length },
      compressed: new Map(),
    };
    this.prepared.set(key, answer);
    return answer;
  }
}
