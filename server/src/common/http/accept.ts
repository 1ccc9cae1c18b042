import Negotiator from 'negotiator';

/**
 * Content negotiation on the Accept header (negotiator, as Express and @fastify/accepts use it), as far as the
 * shop needs it: does the caller take HTML at all (page routes), and does it prefer HTML to JSON (GET /graphql
 * from a browser). A missing or blank header takes anything (negotiator reads a blank one as "nothing").
 */
const negotiate = (accept: string | undefined) => new Negotiator({ headers: { accept: accept?.trim() || undefined } });

export const acceptsHtml = (accept: string | undefined) => negotiate(accept).mediaTypes(['text/html']).length > 0;

/** Ties go to JSON, as Express's `req.accepts(['json', 'html'])` gave them. */
export const prefersHtmlOverJson = (accept: string | undefined) =>
  negotiate(accept).mediaType(['application/json', 'text/html']) === 'text/html';
