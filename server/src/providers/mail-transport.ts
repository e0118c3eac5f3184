import type nodemailer from 'nodemailer';
import { lazyRequire } from '../lazy-require';

const mailer = lazyRequire<typeof nodemailer>('nodemailer');

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

/** Delivers one message; throws when the transport refuses it or `signal` aborts it. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Longest one delivery may take; the outbox lease is derived from it so no other sender takes over mid-send. */
  readonly sendTimeoutMs: number;
  deliver(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
}

export interface SmtpTimeouts {
  /** Seconds to establish the TCP (or TLS) connection. */
  connectionSeconds: number;
  /** Seconds to wait for the server's greeting once connected. */
  greetingSeconds: number;
  /** Seconds of silence on the socket before giving up. */
  socketSeconds: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionSeconds: 10, greetingSeconds: 10, socketSeconds: 30 };

/** Real delivery through SMTP (SMTP_URL), with every wait bounded so a stuck server cannot hold a message forever. */
export function smtpTransport(url: string, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): MailTransport {
  const transporter = mailer().createTransport({
    url,
    connectionTimeout: timeouts.connectionSeconds * 1000,
    greetingTimeout: timeouts.greetingSeconds * 1000,
    socketTimeout: timeouts.socketSeconds * 1000,
  });
  // A send is a handful of commands; the socket timeout bounds each wait, this bounds their sum.
  const sendTimeoutMs = (timeouts.connectionSeconds + timeouts.greetingSeconds + 4 * timeouts.socketSeconds) * 1000;
  return {
    kind: 'smtp',
    sendTimeoutMs,
    async deliver(mail, signal) {
      const deadline = AbortSignal.timeout(sendTimeoutMs);
      await transporter.sendMail({ ...mail, signal: signal ? AbortSignal.any([signal, deadline]) : deadline });
    },
  };
}

/** Embedded default: the message stays in the outbox table, readable at /dev/outbox. */
export const outboxOnlyTransport: MailTransport = {
  kind: 'outbox',
  sendTimeoutMs: 0,
  async deliver() {},
};
