import type { FastifyReply } from 'fastify';

/** A file for the admin to save (a PDF, a CSV): its type, the name to save it under, never kept by a cache. */
export function sendFile(reply: FastifyReply, type: string, name: string, body: Buffer | string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
