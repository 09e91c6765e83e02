// How log lines look. JSON lines (pino's own) for log collectors; in a developer's terminal, one
// short readable line per entry instead. decisions/040-startup-output-and-log-format.md.

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** LOG_FORMAT when it is one of ours, else pretty in a terminal and JSON everywhere else (pipes, files, containers). */
export function logFormatFor(value: string | undefined, isTTY: boolean): LogFormat {
  if (value === 'pretty' || value === 'json') return value;
  return isTTY ? 'pretty' : 'json';
}

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '90' },
  20: { name: 'DEBUG', color: '90' },
  30: { name: 'INFO', color: '32' },
  40: { name: 'WARN', color: '33' },
  50: { name: 'ERROR', color: '31' },
  60: { name: 'FATAL', color: '35' },
};

// Fields every line carries that say nothing in a terminal (one process, one service).
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'service', 'msg', 'requestId', 'err']);

function plain(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * One pino JSON line as a terminal line: `14:03:22 INFO  GET /services 200 12.3 ms  req=…`.
 * An access line (msg 'request') reads as method, path, status and time; other lines show their
 * message and then their fields as key=value; an error's stack follows on indented lines.
 */
export function formatLogLine(line: string, { color = false }: { color?: boolean } = {}): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const paint = (code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const level = LEVELS[entry.level as number] ?? { name: String(entry.level ?? 'LOG').toUpperCase(), color: '0' };
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
  const clock = `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}:${twoDigits(time.getSeconds())}`;

  const fields = Object.entries(entry).filter(([key, value]) => !HIDDEN.has(key) && value !== undefined);
  let message = typeof entry.msg === 'string' ? entry.msg : '';
  if (message === 'request' && entry.method && entry.path) {
    const { method, path, status, ms } = entry;
    message = `${plain(method)} ${path} ${status ?? ''}${typeof ms === 'number' ? ` ${ms} ms` : ''}`;
    const shown = new Set(['method', 'path', 'status', 'ms']);
    fields.splice(0, fields.length, ...fields.filter(([key]) => !shown.has(key)));
  }
  const extra = fields.map(([key, value]) => `${key}=${plain(value)}`).join(' ');
  const requestId = typeof entry.requestId === 'string' ? paint('2', `req=${entry.requestId}`) : '';
  let text = `${paint('2', clock)} ${paint(level.color, level.name.padEnd(5))} ${message}`;
  if (extra) text += ` ${paint('2', extra)}`;
  if (requestId) text += `  ${requestId}`;

  const err = entry.err as { message?: unknown; stack?: unknown; type?: unknown } | undefined;
  if (err && typeof err === 'object') {
    const detail = typeof err.stack === 'string' ? err.stack : `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    text += `\n${detail
      .split('\n')
      .map((stackLine) => `    ${stackLine.trim()}`)
      .join('\n')}`;
  }
  return `${text}\n`;
}
