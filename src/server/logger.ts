// The logger. JSON lines on stdout, or readable lines in a terminal (log-format.ts: LOG_FORMAT,
// default by whether stdout is a TTY). Every line written while a request is handled carries that
// request's id (set by src/server/http-server.ts), so one request's lines can be found together.
import pino from 'pino';
import { formatLogLine, logFormatFor } from './log-format';
import { requestContext } from './request-context';

// On globalThis: the custom server and Next.js' bundles each load their own copy of this module.
const globalForLogger = globalThis as unknown as { [key: symbol]: unknown };
const KEY = Symbol.for('agency.logger');
const OUTPUT_KEY = Symbol.for('agency.log-output');

export function currentRequestId(): string | undefined {
  return requestContext()?.requestId;
}

type LogOutput = { write: (text: string) => void };

function createLogger(): pino.Logger {
  const level = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'agency-site' },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  const isTTY = Boolean(process.stdout.isTTY);
  let output: LogOutput;
  if (logFormatFor(process.env.LOG_FORMAT, isTTY) === 'json') {
    // pino's default destination (asynchronous writes to stdout), made here so that text can join its queue.
    output = pino.destination({ dest: 1, minLength: 0, sync: false });
  } else {
    // A plain synchronous stream, not a worker transport: this module is also loaded inside
    // Next.js' server bundles, where a transport's worker file cannot be resolved.
    const color = isTTY && !process.env.NO_COLOR;
    output = { write: (text: string) => void process.stdout.write(text.startsWith('{') ? formatLogLine(text, { color }) : text) };
  }
  globalForLogger[OUTPUT_KEY] = output;
  return pino(options, output);
}

export const logger = (globalForLogger[KEY] ??= createLogger()) as pino.Logger;

/**
 * Writes text to stdout after the log lines written before it. JSON lines go out asynchronously:
 * text written to process.stdout directly could come before them (the startup banner must be last).
 */
export function writeAfterLogs(text: string) {
  (globalForLogger[OUTPUT_KEY] as LogOutput).write(text);
}

/**
 * A read whose failure the screen reports itself (loadFailed, an alert): the error is logged with
 * `message` and the answer is null, instead of the error page.
 */
export function nullOnFailure<T>(read: Promise<T>, message: string): Promise<T | null> {
  return read.catch((error: unknown) => {
    logger.error({ err: error }, message);
    return null;
  });
}
