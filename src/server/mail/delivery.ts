// Where this server's email goes, said for people (the dashboard's health check, the Email
// settings): never the SMTP credentials, only the server's address.
import path from 'node:path';

export type MailDelivery = { transport: 'smtp'; server: string } | { transport: 'files'; folder: string };

export function mailDelivery(config: { SMTP_URL?: string; dataDir: string }): MailDelivery {
  if (!config.SMTP_URL) return { transport: 'files', folder: path.join(config.dataDir, 'mail') };
  try {
    const url = new URL(config.SMTP_URL);
    return { transport: 'smtp', server: url.port ? `${url.hostname}:${url.port}` : url.hostname };
  } catch {
    return { transport: 'smtp', server: 'the SMTP server in SMTP_URL' };
  }
}
