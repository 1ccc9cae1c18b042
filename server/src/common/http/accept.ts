/**
 * Content negotiation on the Accept header, as far as the shop needs it: does the caller take HTML at all
 * (page routes), and does it prefer HTML to JSON (GET /graphql from a browser). A missing header takes anything.
 */
function qualityOf(accept: string | undefined, type: string, subtype: string): number {
  if (accept === undefined || accept.trim() === '') return 1;
  let best = -1;
  let quality = 0;
  for (const entry of accept.split(',')) {
    const [range, ...params] = entry.trim().toLowerCase().split(';');
    const [t, s] = range.trim().split('/');
    const specificity = t === type && s === subtype ? 2 : t === type && s === '*' ? 1 : t === '*' && s === '*' ? 0 : -1;
    if (specificity <= best) continue;
    best = specificity;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    quality = q ? Number(q.slice(2)) || 0 : 1;
  }
  return quality;
}

export const acceptsHtml = (accept: string | undefined) => qualityOf(accept, 'text', 'html') > 0;

/** Ties go to JSON, as Express's `req.accepts(['json', 'html'])` gave them. */
export const prefersHtmlOverJson = (accept: string | undefined) => qualityOf(accept, 'text', 'html') > qualityOf(accept, 'application', 'json');
