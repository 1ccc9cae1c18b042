import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { STATUS_CODES } from 'node:http';
import { GqlContextType } from '@nestjs/graphql';
import { BODY_LIMIT } from '../http/body-limit';
import { bodyRefusalMessage } from '../http/body-parsing';
import { GraphQLError } from 'graphql';
import { DATABASE_UNAVAILABLE_CODE, DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from './database-errors';
import { graphqlCodeFor, INTERNAL_ERROR_MESSAGE } from './error-codes';
import { isGraphqlPath, refusalBody } from './refusal';
import { RepeatedErrorLog } from './repeated-error-log';

interface ErrorBody {
  status: number;
  message: string;
  errors?: string[];
  /** GraphQL `extensions.code`, when it is more precise than the status's (see graphqlCodeFor). */
  code?: string;
  /** A rate limit's wait (429): the `Retry-After` header, and `extensions.retryAfter` in GraphQL. */
  retryAfterSeconds?: number;
}

/**
 * Turns any thrown value into what a client may see: a status and a message, never a stack trace. Only
 * server faults (5xx) are logged, each kind with its stack once a minute at most (RepeatedErrorLog).
 */
export function describeError(exception: unknown, logger: Pick<RepeatedErrorLog, 'error'>): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message = exception.message;
    let errors: string[] | undefined;
    let code: string | undefined;
    let retryAfterSeconds: number | undefined;
    if (typeof response === 'object' && response !== null) {
      const body = response as { message?: unknown; errors?: unknown; code?: unknown; retryAfterSeconds?: unknown };
      if (typeof body.retryAfterSeconds === 'number') retryAfterSeconds = body.retryAfterSeconds;
      // A more precise GraphQL code than the status's (e.g. PRICE_CHANGED for a 409).
      if (typeof body.code === 'string') code = body.code;
      if (Array.isArray(body.message)) {
        errors = body.message.map(String);
        message = errors[0] ?? message;
      } else if (typeof body.message === 'string') message = body.message;
      if (Array.isArray(body.errors)) errors = body.errors.map(String);
      // Every distinct failing rule, when there is more than the one in `message`.
      errors = errors && new Set(errors).size > 1 ? [...new Set(errors)] : undefined;
    } else if (typeof response === 'string') message = response;
    // A 503 is a known state (database unreachable, shop busy), reported where it arises: no stack per request.
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) logger.error(exception);
    // Fastify refuses a body over the limit before any handler runs (Nest hands it on as an HttpException).
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) message = `Request body is too large (limit ${BODY_LIMIT})`;
    return { status, message, errors, ...(code ? { code } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }
  if (isMongooseCastError(exception)) return { status: HttpStatus.BAD_REQUEST, message: 'Invalid identifier' };
  // A client error raised below Nest (Fastify and its plugins, such as a static file path holding NUL): its status,
  // with the shop's words for a body Fastify refused while reading it.
  const clientStatus = clientErrorStatusOf(exception);
  if (clientStatus)
    return {
      status: clientStatus,
      message: bodyRefusalMessage(exception) ?? STATUS_CODES[clientStatus] ?? 'Bad request',
    };
  // Not logged per request: the engine supervisor and the connection's own log lines say what happened.
  if (isDatabaseUnreachable(exception))
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      message: DATABASE_UNREACHABLE_MESSAGE,
      code: DATABASE_UNAVAILABLE_CODE,
    };
  logger.error(exception);
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR_MESSAGE };
}

/** The 4xx status an error from Fastify or http-errors carries (`statusCode` or `status`), if any. */
function clientErrorStatusOf(exception: unknown): number | undefined {
  if (!(exception instanceof Error)) return undefined;
  const { statusCode, status } = exception as { statusCode?: unknown; status?: unknown };
  const code = typeof statusCode === 'number' ? statusCode : status;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
}

function isMongooseCastError(exception: unknown): boolean {
  return exception instanceof Error && exception.name === 'CastError';
}

/**
 * The single exception filter for both doors: REST answers `{ success: false, message }` with the status,
 * GraphQL gets a GraphQLError whose `extensions.code` follows graphqlCodeFor().
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new RepeatedErrorLog(new Logger('Errors'));

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (exception instanceof GraphQLError) return exception;
    const { status, message, errors, code, retryAfterSeconds } = describeError(exception, this.logger);
    if (host.getType<GqlContextType>() === 'graphql') {
      return new GraphQLError(message, {
        extensions: {
          code: code ?? graphqlCodeFor(status),
          status,
          ...(errors ? { errors } : {}),
          ...(retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {}),
        },
      });
    }
    const { httpAdapter } = this.adapterHost;
    const response: unknown = host.switchToHttp().getResponse();
    if (httpAdapter.isHeadersSent(response)) return;
    // A GraphQL request refused before GraphQL ran (its body malformed, too large or nested too deeply): GraphQL's shape.
    const url = host.switchToHttp().getRequest<{ url?: string }>().url;
    const body = isGraphqlPath(url)
      ? refusalBody(url, status, message, code)
      : { success: false, message, ...(errors ? { errors } : {}) };
    if (retryAfterSeconds) httpAdapter.setHeader(response, 'retry-after', String(retryAfterSeconds));
    httpAdapter.reply(response, body, status);
  }
}
