import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Answers smaller than this travel as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;
/** What the browser may ask for, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * The compressed copies of answers shared by many requests (the catalogue's REST texts, see jsonOnce, its kept
 * answers, see products/catalogue-answers.ts, and rendered pages), keyed by the text itself: each copy is made
 * once, off the event loop, at a higher level than per-request compression can afford, and then sent as is.
 * Bounded by weight (texts and copies, in bytes) and by age, so texts the catalogue cache dropped go too.
 */
const SHARED_MAX_BYTES = 12 * 1024 * 1024;
const SHARED_MAX_AGE_MS = 30_000;

type Copies = Partial<Record<Encoding, Buffer | Promise<Buffer>>>;

const shared = new LRUCache<string, Copies>({
  maxSize: SHARED_MAX_BYTES,
  sizeCalculation: (copies, text) =>
    text.length + Object.values(copies).reduce((sum, copy) => sum + (Buffer.isBuffer(copy) ? copy.length : 0), 0) || 1,
  ttl: SHARED_MAX_AGE_MS,
  updateAgeOnGet: true,
});

const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);
const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => gzipText(text, { level: 9 }),
};

/**
 * Marks `text` as an answer many requests receive unchanged, so that it is compressed once per encoding rather
 * than once per request. Small texts are not worth it and are not kept.
 */
export function shareAnswer(text: string): string {
  if (text.length >= COMPRESS_FROM_BYTES && !shared.has(text)) shared.set(text, {});
  return text;
}

/** How many shared answers are known and what they weigh with their copies (tests). */
export const sharedAnswersUsage = () => ({ answers: shared.size, bytes: shared.calculatedSize });

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) return reply.header('vary', 'accept-encoding');
  const value = String(vary);
  if (value !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(value))
    reply.header('vary', `${value}, accept-encoding`);
}

/** The copy of a shared text in `encoding`, made on first use (concurrent first uses share one compression). */
function copyOf(text: string, copies: Copies, encoding: Encoding): Buffer | Promise<Buffer> {
  const kept = copies[encoding];
  if (kept) return kept;
  const made = compressors[encoding](text).then((buffer) => {
    // A new entry (lru-cache weighs a value again only when it changes), unless the text went meanwhile.
    const now = shared.peek(text);
    if (now) shared.set(text, { ...now, [encoding]: buffer });
    return buffer;
  });
  copies[encoding] = made;
  made.catch(() => delete copies[encoding]);
  return made;
}

/** The onSend hook that answers a shared text with its kept compressed copy when the browser accepts one. */
function sendSharedCopies(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) {
  if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES || reply.hasHeader('content-encoding'))
    return done(null, payload);
  const copies = shared.get(payload);
  const accepted = request.headers['accept-encoding'];
  const encoding =
    copies && accepted ? (negotiate(accepted, ENCODINGS as unknown as string[]) as Encoding | null) : null;
  if (!copies || !encoding || !(encoding in compressors)) return done(null, payload);
  const send = (buffer: Buffer) => {
    addVary(reply);
    reply.header('content-encoding', encoding).header('content-length', buffer.length);
    done(null, buffer);
  };
  const copy = copyOf(payload, copies, encoding);
  if (Buffer.isBuffer(copy)) return send(copy);
  copy.then(send, () => done(null, payload));
}

/**
 * Compressed answers: shared catalogue texts from their kept copies (above), every other text answer of 1 KB or
 * more (JSON, the explorer page, an unbuilt client's files) compressed per request by @fastify/compress with
 * its light Brotli level, as the browser's Accept-Encoding allows; `vary: accept-encoding` on each. The React
 * client's built files are sent from their build-time copies (see http-setup.ts). Request bodies are not
 * inflated: the body limit and parsers keep reading what was sent.
 */
export async function registerCompression(app: NestFastifyApplication) {
  const fastify = app.getHttpAdapter().getInstance();
  // Instance hooks run before the route hooks @fastify/compress adds, so a shared copy is sent first.
  fastify.addHook('onSend', sendSharedCopies);
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_FROM_BYTES,
    globalDecompression: false,
  });
}
