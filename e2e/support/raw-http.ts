// HTTP/1.1 over a plain socket, for requests fetch() will not send as written: TRACE, '..'
// segments, malformed percent-escapes, oversized or contradictory headers.
import net from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Sends `head` (the request line and headers, without the blank line) and `body`; reads the answer until the server closes. */
export function rawRequest(url: string, head: string, body = ''): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${head.split('\r\n')[0]}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const lines = text.slice(0, split).split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let rest = split < 0 ? '' : text.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') {
        let decoded = '';
        for (let size = parseInt(rest, 16); size > 0; size = parseInt(rest, 16)) {
          const start = rest.indexOf('\r\n') + 2;
          decoded += rest.slice(start, start + size);
          rest = rest.slice(start + size + 2);
        }
        rest = decoded;
      }
      resolve({ status, headers, body: Buffer.from(rest, 'latin1').toString('utf8') });
    });
    // Connection: close, so that the server ends the exchange once it has answered.
    socket.write(`${head}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** A GET (or `method`) of `target` exactly as written. */
export const rawGet = (url: string, target: string, method = 'GET', headers = '') =>
  rawRequest(url, `${method} ${target} HTTP/1.1${headers ? `\r\n${headers}` : ''}`);
