/**
 * A small round-robin HTTP proxy for the cluster suite (issue 15), standing in for the load balancer of
 * docs/scaling.md: each request goes to the next instance in turn; when that instance refuses the connection (it is
 * down), the request goes on to the next one. Only a refused connection is retried — nothing has reached an
 * instance then — so a request that an instance dropped half-way is answered 502 and never sent twice.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyTarget {
  host: string;
  port: number;
}

export class RoundRobinProxy {
  private next = 0;
  /** Requests each target answered (by index in `targets`), to show the load really was spread. */
  readonly served: number[];

  private constructor(
    private readonly server: Server,
    private readonly targets: readonly ProxyTarget[],
    readonly host: string,
  ) {
    this.served = targets.map(() => 0);
  }

  static async start(targets: readonly ProxyTarget[], host = '127.0.0.1'): Promise<RoundRobinProxy> {
    const server = createServer();
    const proxy = new RoundRobinProxy(server, targets, host);
    server.on('request', (req, res) => void proxy.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, host, () => resolve());
    });
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get baseUrl(): string {
    return `http://${this.host}:${this.port}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    // Buffered so a request refused by one instance can be sent whole to the next.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = this.next;
    this.next = (this.next + 1) % this.targets.length;
    for (let tried = 0; tried < this.targets.length; tried++) {
      const index = (first + tried) % this.targets.length;
      const outcome = await this.forward(index, req, body, res);
      if (outcome !== 'refused') return;
    }
    if (!res.headersSent) res.writeHead(502).end('no instance reachable');
  }

  /** Sends one request to one target; 'refused' when the target did not take the connection. */
  private forward(index: number, req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<'done' | 'refused'> {
    const target = this.targets[index];
    return new Promise((resolve) => {
      const upstream = httpRequest(
        { host: target.host, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: `${target.host}:${target.port}` } },
        (answer) => {
          this.served[index]++;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve('done'));
          answer.on('error', () => {
            res.destroy();
            resolve('done');
          });
        },
      );
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNREFUSED') return resolve('refused');
        // The instance took the request and died (or dropped it): the client sees a failure, not a retry.
        if (!res.headersSent) res.writeHead(502).end('instance failed');
        else res.destroy();
        resolve('done');
      });
      upstream.end(body);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
