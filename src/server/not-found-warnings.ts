// The warning for an address nobody made (a 404): worth a look when a link is broken, noise when a
// scanner walks thousands of made-up addresses a second, each a line written to the log (its
// disk, and time of the one thread that answers visitors). So each path is warned of once a
// minute, at most `perMinute` paths a minute, and what was left out is counted in one line.
import type { Logger } from 'pino';

const WINDOW_MS = 60_000;

export function createNotFoundWarnings(logger: Pick<Logger, 'warn'>, { perMinute = 100 }: { perMinute?: number } = {}) {
  const warned = new Set<string>();
  let windowEnds = 0;
  let notLogged = 0;
  let summary: NodeJS.Timeout | undefined;

  const summarize = () => {
    summary = undefined;
    if (notLogged > 0) logger.warn({ count: notLogged }, '404: more pages not found than logged one by one this minute');
    notLogged = 0;
  };

  return (path: string, method: string | undefined) => {
    const now = Date.now();
    if (now >= windowEnds) {
      warned.clear();
      windowEnds = now + WINDOW_MS;
    }
    if (warned.has(path) || warned.size >= perMinute) {
      notLogged++;
      // Said when the minute ends, so that one line stands for a scan however long it lasts.
      summary ??= setTimeout(summarize, windowEnds - now).unref();
      return;
    }
    warned.add(path);
    logger.warn({ path, method }, '404: page not found');
  };
}
