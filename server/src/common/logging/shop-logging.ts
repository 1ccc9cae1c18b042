import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isInjection } from 'light-my-request';
import { Logger, PinoLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import pino, { type DestinationStream, type Logger as Pino, type LoggerOptions } from 'pino';
import type { LogConfig } from '../../config/app-config';

/** Nest's start-up chatter (a line per module and route), written at debug level rather than info. */
const START_UP_NOISE = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'GraphQLModule',
  'NestApplication',
]);

/** Secrets that travel in URLs: confirmation links, guest order keys, GraphQL variables (a GET may carry any). */
const SECRET_IN_PATH = /(\/(?:confirm|confirmations|by-key)\/)[^/?#]+/g;
const SECRET_IN_QUERY = /([?&](?:key|token|phone|password|variables|extensions)=)[^&#]*/gi;

/** The URL as the log shows it: secrets replaced by `***`. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1***').replace(SECRET_IN_QUERY, '$1***');
}

/**
 * Logged at debug level only: probes (a container's health check every few seconds), and the requests the shop makes
 * of itself through Fastify's `inject` (a server-rendered page's GraphQL queries, part of the page's own request).
 * `light-my-request` is the copy Fastify injects with (the same version, so `isInjection` knows its requests).
 */
const PROBES = /^\/(health|ready)\/?(\?|$)/;

/**
 * Fastify's own request log, one line a request: when its answer is sent (whoever sent it: a route, a hook, the
 * 404 handler), with the method, the URL without secrets, the client's address, the status and the time taken. The
 * request's id (`reqId`) is on the line as on every line logged while the request ran. No header is logged, so
 * neither Authorization nor cookies; bodies never are. At info in production; at debug elsewhere, so a developer's
 * console (and a bench reading the shop's output) is not a line a request.
 */
class OneLinePerRequest extends LogController {
  constructor(private readonly level: LogConfig['requestLevel']) {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // `req` and `res` go through Fastify's serializers: the method, URL and client address (`ip`), the status.
    const fields = {
      req: { method: request.method, url: loggedUrl(request.url), ip: request.ip },
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (PROBES.test(request.url) || isInjection(request.raw)) reply.log.debug(fields, 'request completed');
    else reply.log[this.level](fields, 'request completed');
  }
}

/** Nest's Logger through nestjs-pino, with Nest's start-up chatter at debug level. */
class ShopLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]) {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && START_UP_NOISE.has(context)) this.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

export interface ShopLogging {
  /** The pino logger every line goes through. */
  root: Pino;
  /** For Nest (`Logger` from @nestjs/common, everywhere in the shop): lines of the request under way carry its id. */
  nest: LoggerService;
  /** Fastify's logging options: the same pino logger, request ids, one line a request. */
  fastify: { loggerInstance: Pino; logController: LogController; genReqId: () => string };
}

function destination(format: LogConfig['format']): DestinationStream {
  if (format === 'pretty') {
    try {
      // A development dependency: absent from a production install, where the lines stay JSON.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const pretty = require('pino-pretty') as typeof import('pino-pretty');
      return pretty.build({
        sync: true,
        ignore: 'pid,hostname,reqId,context,req,res,responseTime',
        messageFormat:
          '{if context}[{context}] {end}{msg}{if req} {req.method} {req.url} {res.statusCode} {responseTime} ms{end}',
        translateTime: 'SYS:HH:MM:ss.l',
      });
    } catch {
      // not installed: JSON below
    }
  }
  // Written by a buffer of its own off the request's path; what waits is written out when the process exits.
  return pino.destination({ sync: false });
}

/**
 * The shop's logging: pino, one JSON object a line (LOG_FORMAT=pretty: readable lines), at LOG_LEVEL. Nest's
 * Logger goes through nestjs-pino and Fastify logs each request once with its id (see OneLinePerRequest); the
 * credentials a line could carry are removed (`redact`) should an object holding them ever be logged.
 */
export function createShopLogging(config: LogConfig): ShopLogging {
  const options: LoggerOptions = {
    level: config.level,
    redact: {
      paths: [
        'password',
        'passwordHash',
        'token',
        '*.password',
        '*.passwordHash',
        '*.token',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '***',
    },
  };
  const root = pino(options, destination(config.format));
  return {
    root,
    nest: new ShopLogger(new PinoLogger({ pinoHttp: { logger: root } }), {}),
    fastify: {
      loggerInstance: root,
      logController: new OneLinePerRequest(config.requestLevel),
      genReqId: () => randomUUID(),
    },
  };
}

/**
 * Nest's log calls made while a request runs (its hooks, guards, pipes, resolvers, services) go to that request's
 * logger, so they carry its `reqId`. Bound as the request arrives, and again once its body is read (the body's
 * stream events do not carry the first binding). Added before every other hook.
 */
export function bindRequestLogs(fastify: FastifyInstance): void {
  const bind = (request: FastifyRequest, _reply: FastifyReply, done: () => void) =>
    storage.run(new Store(request.log as Pino), done);
  fastify.addHook('onRequest', bind);
  fastify.addHook('preHandler', bind);
}
