import underPressure from '@fastify/under-pressure';
import { Injectable, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getHeapStatistics } from 'node:v8';
import type { LoadSheddingConfig } from '../../config/app-config';
import { refusalBody } from '../errors/refusal';

export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';
/** GraphQL `extensions.code` of a request refused to keep the shop alive (HTTP 503). */
export const OVERLOADED_CODE = 'OVERLOADED';
const RETRY_AFTER_SECONDS = '5';

/** API and GraphQL calls: the work that can pile up. Pages, pictures, /health and /ready are always served. */
const isApiCall = (url: string) => /^\/(api\/|graphql\/?(\?|$))/.test(url);

/** One log line per episode of shedding (at most one every 10 s), naming the bound and its value. */
const logger = new Logger('LoadShedding');
const LOG_EVERY_MS = 10_000;
let lastLogAt = 0;
let refusedSinceLog = 0;
function noteRefusal(status: LoadSheddingStatus, bound: string) {
  status.refused++;
  status.lastRefusedAt = new Date();
  refusedSinceLog++;
  const now = Date.now();
  if (now - lastLogAt < LOG_EVERY_MS) return;
  logger.warn(`Refusing API calls with 503 (${bound}); ${refusedSinceLog} refused since the last note`);
  lastLogAt = now;
  refusedSinceLog = 0;
}

function refuse(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(503)
    .header('retry-after', RETRY_AFTER_SECONDS)
    .header('cache-control', 'no-store')
    .send(refusalBody(request.url, 503, BUSY_MESSAGE, OVERLOADED_CODE));
}

/**
 * The state of load shedding, for GET /ready: requests in flight, whether API calls are refused now, and how
 * many were refused since start (a monitor that polls sees any episode in the count, however short).
 */
@Injectable()
export class LoadSheddingStatus {
  inFlight = 0;
  maxInFlight = 0;
  refused = 0;
  lastRefusedAt?: Date;
  private pressed: () => boolean = () => false;

  /** Whether API calls are being refused at this moment. */
  refusing(): boolean {
    return (this.maxInFlight > 0 && this.inFlight >= this.maxInFlight) || this.pressed();
  }

  watchPressure(pressed: () => boolean) {
    this.pressed = pressed;
  }

  describe() {
    return {
      shedding: this.refusing(),
      inFlight: this.inFlight,
      maxInFlight: this.maxInFlight || null,
      refused: this.refused,
      lastRefusedAt: this.lastRefusedAt?.toISOString() ?? null,
    };
  }
}

/**
 * Refuses work before it can take the process down: when the database stalls, requests wait for it and each
 * holds memory; unbounded, thousands of them ended the shop with "heap out of memory".
 *
 * - At most `maxInFlight` API and GraphQL requests are handled at once; the next ones are answered 503 with
 *   `Retry-After` at once. A request takes its place once its body is read (preValidation), so a client that
 *   sends its body slowly holds no place (its connection is bounded by the time-outs and the per-address
 *   connection cap, see slow-clients.ts); when the places are all taken, a request is refused already on
 *   arrival (onRequest), before its body is read. It holds its place until its answer is sent or its
 *   connection closes.
 * - `@fastify/under-pressure` answers the same 503 while the event loop lags more than `maxEventLoopDelayMs`
 *   or the V8 heap is fuller than `maxHeapPercent` of its limit.
 *
 * REST answers `{ success: false, message }`, GraphQL an error with `extensions.code` OVERLOADED.
 */
export async function registerLoadShedding(
  app: NestFastifyApplication,
  config: LoadSheddingConfig,
): Promise<LoadSheddingStatus> {
  const fastify = app.getHttpAdapter().getInstance();
  const status = app.get(LoadSheddingStatus);
  status.maxInFlight = config.maxInFlight;
  if (config.maxInFlight > 0) {
    const full = (request: FastifyRequest, reply: FastifyReply) => {
      if (status.inFlight < config.maxInFlight) return false;
      noteRefusal(status, `${status.inFlight} requests in flight, the bound is ${config.maxInFlight}`);
      refuse(request, reply);
      return true;
    };
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!isApiCall(request.url) || !full(request, reply)) done();
    });
    fastify.addHook('preValidation', (request, reply, done) => {
      if (!isApiCall(request.url)) return done();
      if (full(request, reply)) return;
      status.inFlight++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        status.inFlight--;
      };
      // 'close' fires on the response when it is sent in full or its connection is gone, whichever comes first.
      reply.raw.once('close', release);
      done();
    });
  }
  if (config.maxEventLoopDelayMs > 0 || config.maxHeapPercent > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      maxHeapUsedBytes: config.maxHeapPercent
        ? Math.floor((getHeapStatistics().heap_size_limit * config.maxHeapPercent) / 100)
        : 0,
      retryAfter: Number(RETRY_AFTER_SECONDS),
      // Sends the refusal itself and returns nothing; a request it does not answer is handled as usual.
      pressureHandler: (request, reply, type, value) => {
        if (!isApiCall(request.url)) return;
        noteRefusal(status, `${type} at ${typeof value === 'number' ? Math.round(value) : String(value)}`);
        refuse(request, reply);
      },
    });
    status.watchPressure(() => (fastify as { isUnderPressure?: () => boolean }).isUnderPressure?.() === true);
  }
  return status;
}
