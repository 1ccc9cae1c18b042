import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GqlContextType } from '@nestjs/graphql';
import { BODY_LIMIT } from '../http/body-limit';
import { GraphQLError } from 'graphql';
import { DATABASE_UNAVAILABLE_CODE, DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from './database-errors';
import { graphqlCodeFor, INTERNAL_ERROR_MESSAGE } from './error-codes';

interface ErrorBody {
  status: number;
  message: string;
  errors?: string[];
  /** GraphQL `extensions.code`, when it is more precise than the status's (see graphqlCodeFor). */
  code?: string;
}

/** Turns any thrown value into what a client may see: a status and a message, never a stack trace. */
export function describeError(exception: unknown, logger: Logger): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message = exception.message;
    let errors: string[] | undefined;
    if (typeof response === 'object' && response !== null) {
      const body = response as { message?: unknown; errors?: unknown };
      if (Array.isArray(body.message)) {
        errors = body.message.map(String);
        message = errors[0] ?? message;
      } else if (typeof body.message === 'string') message = body.message;
      if (Array.isArray(body.errors)) errors = body.errors.map(String);
      // Every distinct failing rule, when there is more than the one in `message`.
      errors = errors && new Set(errors).size > 1 ? [...new Set(errors)] : undefined;
    } else if (typeof response === 'string') message = response;
    // A 503 is a known state (database unreachable, shop busy), reported where it arises: no stack per request.
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) logger.error(exception.stack ?? exception.message);
    // Fastify refuses a body over the limit before any handler runs (Nest hands it on as an HttpException).
    if (status === HttpStatus.PAYLOAD_TOO_LARGE) message = `Request body is too large (limit ${BODY_LIMIT})`;
    return { status, message, errors };
  }
  if (isMongooseCastError(exception)) return { status: HttpStatus.BAD_REQUEST, message: 'Invalid identifier' };
  if (isDatabaseUnreachable(exception)) {
    // One line, no stack: the engine's or the connection's own log says what happened.
    logger.warn(`Database not reachable: ${(exception as Error).name}: ${(exception as Error).message}`);
    return { status: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNREACHABLE_MESSAGE, code: DATABASE_UNAVAILABLE_CODE };
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR_MESSAGE };
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
  private readonly logger = new Logger('Errors');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (exception instanceof GraphQLError) return exception;
    const { status, message, errors, code } = describeError(exception, this.logger);
    if (host.getType<GqlContextType>() === 'graphql') {
      return new GraphQLError(message, { extensions: { code: code ?? graphqlCodeFor(status), status, ...(errors ? { errors } : {}) } });
    }
    const { httpAdapter } = this.adapterHost;
    const response: unknown = host.switchToHttp().getResponse();
    if (httpAdapter.isHeadersSent(response)) return;
    httpAdapter.reply(response, { success: false, message, ...(errors ? { errors } : {}) }, status);
  }
}
