import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/src/platform/config.ts';
import { passwordResetMessage } from '#server/src/platform/mailer.ts';
import { testBackends } from './helpers/database.ts';
import { startTestServer, type TestClient, type TestServer } from './helpers/server.ts';
import { LocalSmtpServer, parseMail } from './helpers/smtp.ts';

const ACCOUNT = { user: 'sous-mailer', pass: 'mail p@ss' };
const FORGOT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';

interface LogLine {
  level: number;
  msg: string;
  to?: string;
  err?: { message: string; code?: string; responseCode?: number };
  [key: string]: unknown;
}

/** A Fastify logger that keeps every line, so tests can read what the server logged. */
function captureLogs(): {
  lines: LogLine[];
  logger: { level: string; stream: { write(line: string): void } };
} {
  const lines: LogLine[] = [];
  return {
    lines,
    logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } },
  };
}

async function until<T>(find: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port on 127.0.0.1 where nothing listens. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function forgot(client: TestClient, email: string) {
  await client.prime();
  return client.post('/api/auth/forgot-password', { json: { email } });
}

describe('mail configuration', () => {
  it('reads SMTP_URL and MAIL_FROM, defaulting the sender to no-reply at PUBLIC_URL', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Sous <no-reply@localhost>' });
    expect(loadConfig({ PUBLIC_URL: 'https://sous.example.org/' }).mail.from).toBe(
      'Sous <no-reply@sous.example.org>',
    );
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Chef <c@x.org>' })
        .mail,
    ).toEqual({ smtpUrl: 'smtps://u:p@mail.example.org:465', from: 'Chef <c@x.org>' });
  });

  it('refuses an SMTP_URL that is not smtp(s), without echoing it', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://, got "http://"',
    );
    let message = '';
    try {
      loadConfig({ SMTP_URL: 'secret-password-not-a-url' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'SMTP_URL must be a URL like smtp://user:pass@host:587 (it could not be parsed)',
    );
  });

  it('words the mail with the link and its lifetime', () => {
    const link = 'https://sous.example.org/reset-password?token=a<b';
    const mail = passwordResetMessage(link, 3600);
    expect(mail.subject).toBe('Reset your Sous password');
    expect(mail.text).toContain(`expires in 1 hour):\n${link}\n`);
    expect(mail.html).toContain('href="https://sous.example.org/reset-password?token=a&lt;b"');
    expect(passwordResetMessage(link, 1800).text).toContain('expires in 30 minutes');
  });
});

describe.each(testBackends())('password reset mail over SMTP (%s)', (backend) => {
  const smtp = new LocalSmtpServer(ACCOUNT);
  const logs = captureLogs();
  let server: TestServer;
  beforeAll(async () => {
    await smtp.start();
    server = await startTestServer(
      backend,
      { SMTP_URL: smtp.url(), MAIL_FROM: 'Sous Kitchen <kitchen@sous.test>' },
      { logger: logs.logger },
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await server.reset();
    smtp.received.length = 0;
    smtp.hold = undefined;
    logs.lines.length = 0;
  });

  it('mails the reset link through the SMTP server, and that link resets the password', async () => {
    const anna = server.client();
    await anna.signup('anna');
    const other = server.client();
    const res = await forgot(other, 'Anna@Example.org');
    expect(res.status).toBe(202);
    expect(res.json.message).toBe(FORGOT_MESSAGE);

    const [mail] = await smtp.waitForMail(1);
    expect(mail!.user).toBe(ACCOUNT.user);
    expect(mail!.from).toBe('kitchen@sous.test');
    expect(mail!.to).toEqual(['anna@example.org']);
    const parsed = parseMail(mail!.raw);
    expect(parsed.headers.get('subject')).toBe('Reset your Sous password');
    expect(parsed.headers.get('from')).toBe('Sous Kitchen <kitchen@sous.test>');
    expect(parsed.headers.get('to')).toBe('anna@example.org');
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(parsed.text ?? '')?.[1];
    expect(link, `no reset link in the text part:\n${parsed.text}`).toBeDefined();
    expect(parsed.html).toContain(`href="${link}"`);
    const url = new URL(link!);
    // From the configuration (PUBLIC_URL, else the listen address), never the request's Host.
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3000/reset-password');

    const reset = await other.post('/api/auth/reset-password', {
      json: { token: url.searchParams.get('token'), password: 'mailed-secret' },
    });
    expect(reset.status).toBe(200);
    expect((await server.client().login('anna', 'secret-pass')).status).toBe(401);
    expect((await server.client().login('anna', 'mailed-secret')).status).toBe(200);

    // Once mailed, the link is a secret: the log says the mail went out, without it.
    const sent = await until(
      () => logs.lines.find((l) => l.msg === 'Password reset mail sent'),
      'the sent log line',
    );
    expect(sent).toMatchObject({ level: 30, to: 'anna@example.org' });
    expect(JSON.stringify(logs.lines)).not.toContain(url.searchParams.get('token'));
  });

  it('answers an unknown address exactly like a known one and mails only the known one', async () => {
    await server.client().signup('anna');
    const c = server.client();
    const unknown = await forgot(c, 'nobody@example.org');
    const known = await forgot(c, 'anna@example.org');
    expect(unknown.status).toBe(202);
    expect(unknown.body).toBe(known.body);
    await smtp.waitForMail(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['anna@example.org']]);
  });

  it('answers before the mail server has accepted the mail; shutting down waits for the delivery', async () => {
    // Last in this block: it closes the server.
    await server.client().signup('anna');
    let release = (): void => {};
    smtp.hold = new Promise<void>((resolve) => (release = resolve));
    const res = await forgot(server.client(), 'anna@example.org');
    expect(res.status).toBe(202);
    expect(smtp.received).toHaveLength(0);

    let closed = false;
    const closing = server.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(smtp.received.map((m) => m.to)).toEqual([['anna@example.org']]);
    expect(logs.lines.some((l) => l.msg === 'Password reset mail sent')).toBe(true);
  });
});

describe.each([
  {
    failure: 'refuses the credentials',
    url: (smtp: LocalSmtpServer) => Promise.resolve(smtp.url('wrong password')),
    error: /Invalid login: 535 Authentication failed/,
  },
  {
    failure: 'is unreachable',
    url: async () => `smtp://127.0.0.1:${await closedPort()}`,
    error: /ECONNREFUSED/,
  },
])('when the mail server $failure', ({ url, error }) => {
  const smtp = new LocalSmtpServer(ACCOUNT);
  const logs = captureLogs();
  let server: TestServer;
  beforeAll(async () => {
    await smtp.start();
    server = await startTestServer(
      testBackends()[0]!,
      { SMTP_URL: await url(smtp) },
      { logger: logs.logger },
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp.stop();
  });

  it('answers exactly as for an unknown address and logs the SMTP error', async () => {
    await server.client().signup('anna');
    const c = server.client();
    const known = await forgot(c, 'anna@example.org');
    const unknown = await forgot(c, 'nobody@example.org');
    expect(known.status).toBe(202);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toBe(unknown.body);

    const logged = await until(
      () => logs.lines.find((l) => l.msg === 'Password reset mail could not be sent'),
      'the mail error in the log',
    );
    expect(logged.level).toBe(50);
    expect(logged.to).toBe('anna@example.org');
    expect(logged.err?.message).toMatch(error);
    expect(smtp.received).toHaveLength(0);
    // Only the known address was attempted, and no reset token reached the log.
    expect(
      logs.lines.filter((l) => l.msg === 'Password reset mail could not be sent'),
    ).toHaveLength(1);
    expect(JSON.stringify(logs.lines)).not.toContain('token=');
  });
});
