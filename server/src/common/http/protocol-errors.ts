import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { refusalBody } from '../errors/refusal';

/**
 * Requests Fastify refuses before any route or Nest sees them (a URL that does not decode, a path parameter
 * over its length limit), answered in the shop's shape (see refusalBody).
 */
export function answerFrameworkError(
  error: Error & { code?: string; statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'Malformed URL'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'URL is too long'
        : 'Malformed request';
  void reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send(refusalBody(request.url, status, message));
}

/**
 * Requests Node's HTTP parser refuses (headers or URL over the size limit, a broken request line, a timeout):
 * the same shape, written on the socket as Fastify's default does, then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timed out']
        : [400, 'Malformed request'];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
