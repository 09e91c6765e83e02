// Where mail goes: an SMTP server when SMTP_URL is set, else .eml files in DATA_DIR/mail (so a
// fresh install "sends" mail that a developer can open).
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export type MailTransport = {
  kind: 'smtp' | 'files';
  send: (message: Mail.Options) => Promise<void>;
  close: () => void;
};

export function createSmtpTransport(url: string): MailTransport {
  const options: SMTPTransport.Options = { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transporter = nodemailer.createTransport(options);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export function createFileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    send: async (message) => {
      const info = await transporter.sendMail(message);
      await fs.mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(info.messageId)
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 24)}.eml`;
      await fs.writeFile(path.join(folder, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

export function createConfiguredTransport(config: { SMTP_URL?: string; dataDir: string }): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFileTransport(path.join(config.dataDir, 'mail'));
}
