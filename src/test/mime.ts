// Reads a received email (raw RFC 5322 text, as the test SMTP server or a DATA_DIR/mail .eml file
// holds it) the way a mail program shows it: the decoded text part, and the attachments.

type Part = { headers: string; body: string };

function parts(raw: string): Part[] {
  const split = (text: string): Part => {
    const at = text.search(/\r?\n\r?\n/);
    return at < 0 ? { headers: text, body: '' } : { headers: text.slice(0, at), body: text.slice(at).replace(/^\r?\n\r?\n/, '') };
  };
  const message = split(raw);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(message.headers.replace(/\r?\n\s+/g, ' '))?.[1];
  if (!boundary) return [message];
  return message.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => parts(chunk.replace(/^\r?\n/, '')));
}

function decode(part: Part): Buffer {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(part.headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = part.body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(part.body, 'utf8');
}

/** The message's text/plain part, decoded, with plain line ends. */
export function plainTextOf(raw: string): string {
  const part = parts(raw).find((p) => /content-type:\s*text\/plain/i.test(p.headers));
  return part ? decode(part).toString('utf8').replace(/\r\n/g, '\n') : '';
}

/** The attachments: file name, content type and bytes. */
export function attachmentsOf(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  return parts(raw)
    .filter((p) => /content-disposition:\s*attachment/i.test(p.headers))
    .map((p) => {
      const headers = p.headers.replace(/\r?\n\s+/g, ' ');
      return {
        filename: /filename="?([^";]+)"?/i.exec(headers)?.[1] ?? '',
        contentType: /content-type:\s*([^;\s]+)/i.exec(headers)?.[1] ?? '',
        content: decode(p),
      };
    });
}

/** Encoded words (RFC 2047) in a header, as a mail program shows them. */
function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Everything a reader can see of a message: its headers and every text part (plain and HTML), decoded. */
export function readableTextOf(raw: string): string {
  const [message] = parts(raw);
  const headers = decodeWords((message?.headers ?? '').replace(/\r?\n[ \t]+/g, ' '));
  const texts = parts(raw)
    .filter((p) => /content-type:\s*text\//i.test(p.headers))
    .map((p) => decode(p).toString('utf8'));
  return [headers, ...texts].join('\n');
}
