import type { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from './app-config';

/**
 * The address the links the shop makes start with: PUBLIC_URL (required in production), else the shop's own
 * address on this machine, `http://localhost:{port}` (the port it listens on). Never a request's Host header:
 * a client that names another host must not get a link to it.
 */
export function shopAddress(config: Pick<AppConfig, 'confirmation'>, port: number): string {
  return config.confirmation.publicUrl ?? `http://localhost:${port}`;
}

/** The port the shop listens on (the HTTP server's, once listening), else the configured one. */
export function listeningPort(server: { address?: () => AddressInfo | string | null } | undefined, fallback: number) {
  const address = server?.address?.();
  return address && typeof address === 'object' ? address.port : fallback;
}

/** The address links start with in the running app: PUBLIC_URL, else the port its HTTP server listens on. */
export function appAddress(config: Pick<AppConfig, 'confirmation' | 'port'>, host: HttpAdapterHost): string {
  const server = host.httpAdapter?.getHttpServer?.() as Parameters<typeof listeningPort>[0];
  return shopAddress(config, listeningPort(server, config.port));
}
