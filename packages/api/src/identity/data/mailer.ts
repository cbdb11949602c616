import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@fleet/service-kit';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from '../domain/types';

/**
 * SMTP when smtpUrl is set; otherwise each mail is written as an .eml file to outboxDir (open
 * it in any mail client) and its link is logged, so the embedded default needs no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ link: _link, ...mail }) {
        await transport.sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ link, ...mail }) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to: mail.to, subject: mail.subject, file, link }, 'mail written to outbox');
    },
  };
}
