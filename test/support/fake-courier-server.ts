import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake courier received: its method, path, headers and fields (the query of a GET, else the JSON body). */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  fields: Record<string, unknown>;
}

/**
 * What the local stand-ins for couriers' merchant APIs share: a server on loopback, every request kept (`requests`,
 * `calls(path)`), the body read as JSON and the query as fields, and a JSON answer.
 */
export abstract class FakeCourierServer {
  readonly requests: FakeRequest[] = [];
  private server?: Server;

  /** Starts on a free loopback port; the base URL the adapter is given. */
  async start(prefix = ''): Promise<string> {
    this.server = createServer((req, res) => void this.receive(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}${prefix}`;
  }

  stop() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The requests to one path. */
  calls(path: string) {
    return this.requests.filter((request) => request.path === path);
  }

  /** Answers one request: `reply(body, status)` writes the JSON answer. */
  protected abstract handle(request: FakeRequest, reply: (body: unknown, status?: number) => void): void;

  private async receive(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://courier.test');
    let fields: Record<string, unknown> = Object.fromEntries(url.searchParams);
    if (text)
      try {
        fields = { ...fields, ...(JSON.parse(text) as Record<string, unknown>) };
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ Message: 'The request is invalid.' }));
      }
    const request: FakeRequest = { method: req.method ?? '', path: url.pathname, headers: req.headers, fields };
    this.requests.push(request);
    this.handle(request, (body, status = 200) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  }
}

/** "yyyy-mm-ddThh:mm:ss" in Pakistan time, as the couriers' .NET APIs write it. */
export const pakistanIsoTime = (date = new Date()) =>
  new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19);
