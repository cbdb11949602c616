import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@fleet/service-kit';
import type { Transporter } from 'nodemailer';
import type { Mail, Mailer } from '../domain/types';

/**
 * SMTP when smtpUrl is set; otherwise each mail is written as an .eml file to outboxDir (open
 * it in any mail client) and its link is logged, so the embedded default needs no mail server.
 * nodemailer loads with the first mail, not at start.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send({ link: _link, ...mail }) {
        await (await transport()).sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async send({ link, ...mail }) {
      const info = await (await transport()).sendMail({ from: options.from, ...mail });
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

type Nodemailer = typeof import('nodemailer');

function lazyTransport<T extends Transporter>(make: (nodemailer: Nodemailer) => T): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => {
    transport ??= import('nodemailer').then((module) => make(module.default));
    return transport;
  };
}
