// What `npm start` prints once the server listens: 'Ready on ...' and, while no administrator
// exists, the setup link last, between two rules, so that it is the last thing on screen. The URL
// stands alone on its line (no border characters beside it): selecting the line copies the link.

const RULE = '━';

export function startupBanner({ url, setupUrl }: { url: string; setupUrl?: string | null }): string {
  const ready = `\n  Ready on ${url}\n`;
  if (!setupUrl) return `${ready}  Staff sign in at ${url}/ax-admin-panel\n\n`;
  const lines = ['No administrator yet. Create the first one with this link', '(it works once, for 24 hours):', '', setupUrl];
  const rule = `  ${RULE.repeat(Math.max(...lines.map((line) => line.length)) + 2)}`;
  return `${ready}\n${rule}\n\n${lines.map((line) => (line ? `   ${line}` : '')).join('\n')}\n\n${rule}\n\n`;
}
