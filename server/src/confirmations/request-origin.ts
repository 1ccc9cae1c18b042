import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { requestOf } from '../common/access/request-context';

/**
 * The address the request came to (`http://host:port`), for confirmation links when PUBLIC_URL is not set.
 * Behind a proxy set PUBLIC_URL: the Host header is then the proxy's idea of it.
 */
export const RequestOrigin = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const req = requestOf(context);
  const host = req.headers.host ?? 'localhost';
  return `${req.protocol ?? 'http'}://${host}`;
});
