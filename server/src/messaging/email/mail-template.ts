/** One block of an e-mail: a paragraph of plain text, or a link with its label. */
export type MailBlock = string | { link: string; label: string };

/** An e-mail as the shop writes it once: a subject and blocks, rendered both as plain text and as HTML. */
export interface MailContent {
  subject: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/**
 * The plain and HTML bodies of one e-mail, from the same blocks: a paragraph each, a link as its label and address
 * in the text, as a link (with the address written out beneath, for mail readers that hide links) in the HTML. Every
 * value is escaped in the HTML.
 */
export function renderMail({ subject, blocks }: MailContent): RenderedMail {
  const text = blocks
    .map((block) => (typeof block === 'string' ? block : `${block.label}:\n${block.link}`))
    .join('\n\n');
  const paragraphs = blocks.map((block) =>
    typeof block === 'string'
      ? `<p>${escapeHtml(block)}</p>`
      : `<p><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>` +
        `<p style="font-size:13px;color:#555555;word-break:break-all">${escapeHtml(block.link)}</p>`,
  );
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111111">` +
    `${paragraphs.join('')}</body></html>`;
  return { subject, text: `${text}\n`, html };
}
