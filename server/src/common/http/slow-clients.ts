import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ClientLimitsConfig } from '../../config/app-config';
import { answerClientError } from './protocol-errors';

/** How often Node looks for requests past their header or request time-out. */
const TIMEOUT_CHECK_EVERY_MS = 1_000;

/**
 * Fastify's options that bound a slow client (see ClientLimitsConfig): the headers must be in within
 * `headersTimeoutMs`, the whole request (headers and body) within `requestTimeoutMs`, checked every second
 * (Node's default checks every 30 s). A request past either is answered 408 and its connection closed.
 * Fastify hands `http` to Node's createServer and sets the server's request time-out from its own option.
 */
export const slowClientServerOptions = (limits: ClientLimitsConfig) => ({
  requestTimeout: limits.requestTimeoutMs,
  http: {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS,
  },
});

/**
 * The bounds on slow clients that act on connections and requests (the time-outs are server options, see
 * slowClientServerOptions): a body that stops arriving (dropStalledBody), from the first hook of every request,
 * and the cap on connections per address (capConnectionsPerAddress). Register it before any other hook.
 */
export function boundSlowClients(
  fastify: FastifyInstance,
  { clientLimits, trustProxy }: { clientLimits: ClientLimitsConfig; trustProxy: string | false },
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    dropStalledBody(request.raw, reply.raw, clientLimits.bodyIdleMs);
    done();
  });
  capConnectionsPerAddress(fastify.server, clientLimits.maxConnectionsPerAddress, trustProxy);
}

/**
 * A body must keep arriving: a request whose body is not complete and that sends nothing for `idleMs` is
 * answered 408 and its connection closed (Node's socket time-out, which it reports on the request only while
 * its body is incomplete). Once the body is in, the answer being worked on is not bound by it: a database
 * wait has its own bound (DB_TIMEOUT_MS), and Node's keep-alive time-out takes over after the answer.
 */
function dropStalledBody(request: IncomingMessage, response: ServerResponse, idleMs: number): void {
  const length = request.headers['content-length'];
  const hasBody = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  const socket = request.socket;
  // A request injected by the shop itself (the storefront's renderer asking GraphQL) has no connection to bound.
  if (idleMs <= 0 || !hasBody || typeof socket?.setTimeout !== 'function') return;
  socket.setTimeout(idleMs);
  request.once('timeout', () => {
    if (response.headersSent) socket.destroy();
    else
      answerClientError(Object.assign(new Error('Request body stalled'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
  });
  // Without a listener here Node would close the connection of an answer under way once the socket is idle.
  response.on('timeout', () => undefined);
}

/**
 * At most `max` open connections from one address: a further one is closed at once, before it sends anything.
 * The address is the connection's own: X-Forwarded-For comes later, with each request, and names no
 * connection. Connections from the proxies TRUST_PROXY names are not counted, since each carries many clients
 * (whose addresses the rate limits then take from X-Forwarded-For); such a proxy bounds its own clients.
 */
function capConnectionsPerAddress(server: Server, max: number, trustProxy: string | false): void {
  if (max <= 0) return;
  const trusted = trustProxy ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim())) : () => false;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || trusted(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
