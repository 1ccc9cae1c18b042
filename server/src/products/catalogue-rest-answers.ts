import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { madeSharedCopy } from '../common/http/compression';
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
 *   router, guard and validation pipe (about two thirds of a cached listing's CPU). The hooks before it (database
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
  /** False while the shop refuses API work (database unavailable, under pressure): Fastify's hooks answer then. */
  open: () => boolean;
}

/**
 * Kept REST catalogue answers sent by Node's HTTP server itself, before Fastify parses, routes or hooks the
 * request (Fastify's serverFactory, see createHttpAdapter). A repeated anonymous catalogue read is the shop's
 * busiest request; through Fastify's lifecycle it cost about twice the CPU of a bare Node server sending the
 * same bytes. Answered here only when the answer is certain to be the one Fastify would send:
 *
 * - a GET with no body and no Authorization header (a token is checked by Nest's guard, every time), whose URL
 *   as sent is kept by registerCatalogueRestAnswers (only 200 JSON answers of the marked public routes are kept,
 *   and every product write empties them);
 * - while the shop takes API work (`open`): a refusal (database down, load shed) is Fastify's to send;
 * - without Accept-Encoding (the text itself), or with one whose compressed copy is made already (the copy the
 *   compression hooks would send). Anything else goes to Fastify, which makes the copy for the next request.
 *
 * The headers are Fastify's for the same answer (helmet's, content type, length, and for a copy its encoding and
 * `vary`), which the catalogue-cache tests compare name by name. Nothing is held while sending, so the in-flight
 * bound of load shedding has nothing to count.
 */
export class EarlyCatalogueAnswers {
  private source?: EarlyAnswerSource;
  private readonly prepared = new LRUCache<string, PreparedAnswer>({
    max: 200,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (answer) => answer.body.length || 1,
  });
  /** Requests answered here (tests). */
  answered = 0;

  attach(source: EarlyAnswerSource) {
    this.source = source;
  }

  /** Answers `request` when it can (see the class); false hands it on to Fastify untouched. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const source = this.source;
    if (!source || request.method !== 'GET') return false;
    const headers = request.headers;
    if (headers.authorization !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (headers['content-length'] !== undefined && headers['content-length'] !== '0') return false;
    const key = keyOf(request);
    const text = source.cache.peek<string>(key);
    if (typeof text !== 'string' || !source.open()) return false;
    const answer = this.preparedFor(key, text, source.headers);
    const accepted = headers['accept-encoding'];
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
      headers: { ...headers, 'content-type': JSON_ANSWER, 'content-length': body.length },
      compressed: new Map(),
    };
    this.prepared.set(key, answer);
    return answer;
  }
}
