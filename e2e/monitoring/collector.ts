import { createServer } from 'node:http';

/** One request the collector received, its headers and body as they came. */
export interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A Sentry event as the collector reads it: what the browser test looks at. */
export interface SentryEvent {
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string; mechanism?: { handled?: boolean } }[] };
  request?: { url?: string; headers?: Record<string, string> };
}

/** One web-vitals measurement of a beacon. */
export interface Measurement {
  name: string;
  value: number;
  route: string;
}

/** A stand-in for the operators' endpoints: the web-vitals one and Sentry's ingest, on one port. */
export interface Collector {
  /** Every request since the last `clear()`, preflights left out. */
  readonly received: Received[];
  clear(): void;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` and answers every request (Sentry's transport reads the answer: CORS for any page). */
export function startCollector(port: number): Promise<Collector> {
  let received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const collector: Collector = {
    get received() {
      return received;
    },
    clear: () => {
      received = [];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(collector)));
}

/** The events of the Sentry envelopes received (an envelope: a header line, then an item header and payload each). */
export function sentryEventsIn(received: readonly Received[]): SentryEvent[] {
  return received
    .filter(({ url }) => url.startsWith('/api/1/envelope/'))
    .flatMap(({ body }) => {
      const [, ...lines] = body.split('\n').filter((line) => line !== '');
      const events: SentryEvent[] = [];
      for (let index = 0; index + 1 < lines.length; index += 2) {
        if ((JSON.parse(lines[index]!) as { type: string }).type === 'event')
          events.push(JSON.parse(lines[index + 1]!) as SentryEvent);
      }
      return events;
    });
}

/** The web-vitals measurements of every beacon received at `/vitals`. */
export function measurementsIn(received: readonly Received[]): Measurement[] {
  return received
    .filter(({ url }) => url === '/vitals')
    .flatMap(({ body }) => (JSON.parse(body) as { metrics: Measurement[] }).metrics);
}

/**
 * The `secrets` found anywhere in what was received (bodies, headers, URLs), each standing alone: a six-digit code
 * may well be part of a longer number (a timestamp, a measurement).
 */
export function secretsFoundIn(received: readonly Received[], secrets: Iterable<string>): string[] {
  const everything = JSON.stringify(received);
  return [...new Set(secrets)].filter((secret) =>
    new RegExp(
      `(?<![A-Za-z0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`,
    ).test(everything),
  );
}
