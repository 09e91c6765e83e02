// Reading the emails a test's SMTP server received.
import type { ReceivedMail } from '../../src/test/smtp';

/** The text parts of a raw message, decoded (quoted-printable or base64). */
export function mailText(raw: string): string {
  const decode = (encoding: string, body: string) => {
    if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/quoted-printable/i.test(encoding))
      return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return body;
  };
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1] ?? '';
      return decode(encoding, rest.join('\n\n'));
    })
    .join('\n');
}

/** The decoded subject line of a raw message (RFC 2047 encoded words included). */
export function mailSubject(raw: string): string {
  const header = /^subject:\s*((?:.*)(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .trim();
}

/** The messages to `address` whose subject starts with `subject`. */
export function mailsTo(received: ReceivedMail[], address: string, subject: string): ReceivedMail[] {
  return received.filter((mail) => mail.to.includes(address) && mailSubject(mail.raw).startsWith(subject));
}
