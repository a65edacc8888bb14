import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from './config.ts';

/** Delivers account emails. */
export interface Mailer {
  /**
   * Hands a password-reset link to the mail system. Resolves without waiting for a remote
   * server and never rejects for a delivery failure, so the forgot-password answer (content and
   * timing) cannot tell whether the address has an account.
   */
  sendPasswordReset(to: string, link: string): Promise<void>;
  /** Waits for mail still being delivered, then releases connections (on shutdown). */
  close?(): Promise<void>;
}

/** The embedded default: no mail server, so the reset link is written to the server log at info level. */
export class LogMailer implements Mailer {
  constructor(private readonly log: FastifyBaseLogger) {}

  async sendPasswordReset(to: string, link: string): Promise<void> {
    this.log.info(
      { to, resetLink: link },
      'Password reset requested: no mail server configured, so the link is logged here',
    );
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function lifetime(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The reset mail: subject, plain text and HTML. */
export function passwordResetMessage(
  link: string,
  ttlSeconds: number,
): { subject: string; text: string; html: string } {
  const valid = lifetime(ttlSeconds);
  return {
    subject: 'Reset your Sous password',
    text: [
      'Someone asked to reset the password of your Sous account.',
      '',
      `Open this link to choose a new password (it works once and expires in ${valid}):`,
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
    html: [
      '<p>Someone asked to reset the password of your Sous account.</p>',
      `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once and expires in ${valid}).</p>`,
      `<p>Or copy this address into your browser: ${escapeHtml(link)}</p>`,
      '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
    ].join('\n'),
  };
}

/**
 * Sends account mail through an SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.org:587
 * or smtps://...:465; `smtp://` upgrades with STARTTLS when the server offers it).
 * Delivery runs after the request has been answered; a failure is logged with the SMTP error and
 * never reaches the client.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly resetTtlSeconds: number;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    settings: { smtpUrl: string; from: string; resetTtlSeconds: number },
    private readonly log: FastifyBaseLogger,
  ) {
    this.from = settings.from;
    this.resetTtlSeconds = settings.resetTtlSeconds;
    this.transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      // Bounded, so a hanging mail server cannot pile up deliveries.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async sendPasswordReset(to: string, link: string): Promise<void> {
    const delivery = this.deliver(to, passwordResetMessage(link, this.resetTtlSeconds));
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(
    to: string,
    message: { subject: string; text: string; html: string },
  ): Promise<void> {
    try {
      const info = (await this.transport.sendMail({ from: this.from, to, ...message })) as {
        messageId?: string;
      };
      this.log.info({ to, messageId: info.messageId }, 'Password reset mail sent');
    } catch (error) {
      this.log.error({ err: error, to }, 'Password reset mail could not be sent');
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }
}

/** SMTP when SMTP_URL is set, else the link goes to the log. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.mail.smtpUrl
    ? new SmtpMailer(
        {
          smtpUrl: config.mail.smtpUrl,
          from: config.mail.from,
          resetTtlSeconds: config.passwordResetTtlSeconds,
        },
        log,
      )
    : new LogMailer(log);
}
