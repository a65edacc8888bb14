import type { FastifyBaseLogger } from 'fastify';

/** Delivers account emails. */
export interface Mailer {
  sendPasswordReset(to: string, link: string): Promise<void>;
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
