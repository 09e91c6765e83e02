// Structured JSON logs on stdout.
import pino from 'pino';

const globalForLogger = globalThis as unknown as { [key: symbol]: pino.Logger | undefined };
const KEY = Symbol.for('agency.logger');

function createLogger() {
  const level = process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  return pino({ level, base: { service: 'agency-site' } });
}

export const logger: pino.Logger = (globalForLogger[KEY] ??= createLogger());
