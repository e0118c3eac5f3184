import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message; throws when the transport refuses it. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<void>;
}

/** Real delivery through SMTP (SMTP_URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail(mail);
    },
  };
}

/** Embedded default: the message stays in the outbox table, readable at /dev/outbox. */
export const outboxOnlyTransport: MailTransport = {
  kind: 'outbox',
  async deliver() {},
};
