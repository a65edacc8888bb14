import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The user the client authenticated as. */
  user: string | undefined;
  /** The message as it came over the wire (headers and MIME body). */
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (smtp-server, from the nodemailer authors) that keeps what it receives. */
export class LocalSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** While set, the server holds each message before answering DATA (a slow mail server). */
  hold: Promise<void> | undefined;
  private readonly server: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  constructor(private readonly account: { user: string; pass: string }) {
    this.server = new SMTPServer({
      logger: false,
      // Plain SMTP on loopback: no STARTTLS (its default certificate is self-signed), AUTH allowed without TLS.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.account.user && auth.password === this.account.pass)
          return callback(null, { user: auth.username });
        const error = new Error('Authentication failed') as Error & { responseCode: number };
        error.responseCode = 535;
        return callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void (async () => {
            await this.hold;
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              user: typeof session.user === 'string' ? session.user : undefined,
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback(null);
          })();
        });
      },
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** The SMTP_URL for this server with the given password (the right one by default). */
  url(pass = this.account.pass): string {
    return `smtp://${encodeURIComponent(this.account.user)}:${encodeURIComponent(pass)}@127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` mails have arrived; rejects after timeoutMs. */
  async waitForMail(count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `Expected ${count} mail(s) within ${timeoutMs} ms, got ${this.received.length}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A parsed message: its top-level headers and its decoded text/plain and text/html parts. */
export function parseMail(raw: string): {
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
} {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const parts: { type: string; body: string }[] = [];
  const collect = (partHeaders: Map<string, string>, body: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const piece of body.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const trimmed = piece.replace(/^\r?\n/, '');
        const end = trimmed.search(/\r?\n\r?\n/);
        collect(parseHeaders(trimmed.slice(0, end)), trimmed.slice(end).replace(/^\r?\n\r?\n/, ''));
      }
      return;
    }
    parts.push({
      type: type.toLowerCase(),
      body: decodeBody(body.replace(/\r?\n$/, ''), partHeaders.get('content-transfer-encoding')),
    });
  };
  collect(headers, raw.slice(split).replace(/^\r?\n\r?\n/, ''));
  return {
    headers,
    text: parts.find((p) => p.type.startsWith('text/plain'))?.body,
    html: parts.find((p) => p.type.startsWith('text/html'))?.body,
  };
}
