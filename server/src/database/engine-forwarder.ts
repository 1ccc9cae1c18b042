import { createConnection, createServer, Server, Socket } from 'node:net';

/**
 * Holds the port the shop's driver knows (the first engine's) once that engine has died, and forwards it to
 * the engine that replaced it, on a port of its own, only after that engine has been loaded with the copy.
 *
 * Why: a new engine started on the old port is found by the driver's heartbeat as soon as it listens, and a
 * request that was already waiting for the database (it passed the 503 gate just before the engine died) would
 * then read from, or write into, an engine that does not hold the data yet. Through the forwarder the old
 * port refuses every connection (accepted and closed at once) until `forwardTo`, so such a request waits and
 * then runs on the loaded engine, or ends as a 503 when its wait runs out.
 */
export class EngineForwarder {
  private target?: number;
  private readonly open = new Set<Socket>();

  private constructor(private readonly server: Server) {}

  /** Listens on `port` (the dead engine's), refusing everything until `forwardTo`. */
  static async listen(port: number, host = '127.0.0.1'): Promise<EngineForwarder> {
    const server = createServer();
    const forwarder = new EngineForwarder(server);
    server.on('connection', (socket) => forwarder.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return forwarder;
  }

  /** From now on, connections go to the engine on `port`. */
  forwardTo(port: number) {
    this.target = port;
  }

  /** The engine behind it died: every open connection is cut, new ones are refused until `forwardTo`. */
  cut() {
    this.target = undefined;
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  async close() {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket) {
    if (this.target === undefined) {
      client.destroy();
      return;
    }
    const engine = createConnection({ port: this.target, host: '127.0.0.1' });
    client.setNoDelay(true);
    engine.setNoDelay(true);
    this.open.add(client);
    this.open.add(engine);
    const end = () => {
      client.destroy();
      engine.destroy();
      this.open.delete(client);
      this.open.delete(engine);
    };
    client.on('error', end).on('close', end);
    engine.on('error', end).on('close', end);
    client.pipe(engine);
    engine.pipe(client);
  }
}
