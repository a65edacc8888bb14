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
  /** Hands the link that confirms a new address to the mail system (to: the new address); never rejects. */
  sendEmailChange(to: string, link: string): Promise<void>;
  /** Tells the old address that the account's email is now newEmail; never rejects. */
  sendEmailChanged(to: string, newEmail: string): Promise<void>;
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

  async sendEmailChange(to: string, link: string): Promise<void> {
    this.log.info(
      { to, confirmLink: link },
      'Email change requested: no mail server configured, so the confirmation link is logged here',
    );
  }

  async sendEmailChanged(to: string, newEmail: string): Promise<void> {
    this.log.info({ to, newEmail }, 'Email changed: no mail server configured for the notice');
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

/** The mail to a new address with the link that confirms it. */
export function emailChangeMessage(
  link: string,
  ttlSeconds: number,
): { subject: string; text: string; html: string } {
  const valid = lifetime(ttlSeconds);
  return {
    subject: 'Confirm your new Sous email address',
    text: [
      'Someone asked to use this address for their Sous account.',
      '',
      `Open this link to confirm it (it works once and expires in ${valid}):`,
      link,
      '',
      'If you did not ask for this, ignore this mail: nothing changes.',
    ].join('\n'),
    html: [
      '<p>Someone asked to use this address for their Sous account.</p>',
      `<p><a href="${escapeHtml(link)}">Confirm this address</a> (the link works once and expires in ${valid}).</p>`,
      `<p>Or copy this address into your browser: ${escapeHtml(link)}</p>`,
      '<p>If you did not ask for this, ignore this mail: nothing changes.</p>',
    ].join('\n'),
  };
}

/** The notice to the old address after the email was changed. */
export function emailChangedMessage(newEmail: string): {
  subject: string;
  text: string;
  html: string;
} {
  return {
    subject: 'Your Sous email address was changed',
    text: [
      `The email address of your Sous account is now ${newEmail}.`,
      '',
      'If you did not do this, reset your password and contact us through the contact page.',
    ].join('\n'),
    html: [
      `<p>The email address of your Sous account is now ${escapeHtml(newEmail)}.</p>`,
      '<p>If you did not do this, reset your password and contact us through the contact page.</p>',
    ].join('\n'),
  };
}

/** How long an email-change link works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

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
    this.track(
      this.deliver(to, passwordResetMessage(link, this.resetTtlSeconds), 'Password reset mail'),
    );
  }

  async sendEmailChange(to: string, link: string): Promise<void> {
    this.track(
      this.deliver(
        to,
        emailChangeMessage(link, EMAIL_CHANGE_TTL_SECONDS),
        'Email change confirmation mail',
      ),
    );
  }

  async sendEmailChanged(to: string, newEmail: string): Promise<void> {
    this.track(this.deliver(to, emailChangedMessage(newEmail), 'Email changed notice'));
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async deliver(
    to: string,
    message: { subject: string; text: string; html: string },
    what: string,
  ): Promise<void> {
    try {
      const info = (await this.transport.sendMail({ from: this.from, to, ...message })) as {
        messageId?: string;
      };
      this.log.info({ to, messageId: info.messageId }, `${what} sent`);
    } catch (error) {
      this.log.error({ err: error, to }, `${what} could not be sent`);
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
