import { simpleParser } from 'mailparser';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail server on loopback (smtp-server, no TLS, no sign-in) that keeps what it receives, parsed (mailparser).
 * `hold()` keeps the next messages waiting before the server accepts them, until `release()`.
 */
export class LocalSmtp {
  readonly received: ReceivedMail[] = [];
  private held: Array<() => void> | null = null;
  /** While true, every message is refused for now (451), as a mail server that is busy or away. */
  refusing = false;
  /** Messages refused while `refusing`. */
  refused = 0;
  private readonly server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          if (this.refusing) {
            this.refused += 1;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          const accept = () => {
            this.received.push({
              from: parsed.from?.text ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          };
          if (this.held) this.held.push(accept);
          else accept();
        })
        .catch((error: Error) => callback(error));
    },
  });

  /** Starts on 127.0.0.1 and a free port; answers SMTP_URL for it. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The mails received for this address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  hold(): void {
    this.held = [];
  }

  /** Messages waiting under hold(). */
  get waiting(): number {
    return this.held?.length ?? 0;
  }

  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const accept of held) accept();
  }

  stop(): Promise<void> {
    this.release();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The reset link in a text: the shop's /reset-password?token=… address. */
export const resetLinkIn = (text: string) => /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];

export interface CloudApiCall {
  path: string;
  body: {
    to: string;
    template: { name: string; language: { code: string }; components: Array<{ parameters: Array<{ text: string }> }> };
  };
}

/**
 * A stand-in for the WhatsApp Cloud API on loopback that keeps every template message and accepts it, or answers
 * `failWith` (a status: 503 as the API when it is down, 400 as for a template not approved) while that is set.
 */
export function fakeWhatsApp() {
  const calls: CloudApiCall[] = [];
  const state: { failWith: number | null } = { failWith: null };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', body: JSON.parse(raw || '{}') as CloudApiCall['body'] });
      res.setHeader('content-type', 'application/json');
      if (state.failWith !== null) {
        res.statusCode = state.failWith;
        res.end(JSON.stringify({ error: { message: `Failing with ${state.failWith}`, code: 131000 } }));
        return;
      }
      res.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.TEST${calls.length}` }] }));
    });
  });
  return {
    calls,
    state,
    /** The body values of the messages sent to this number (digits with the country code). */
    valuesTo: (to: string) =>
      calls
        .filter((call) => call.body.to === to)
        .map((call) => call.body.template.components[0].parameters.map((p) => p.text)),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
