import type { SiteHealth } from '../site-health';

/** "3 of 4 checks passed", "3 of 4 checks passed, 1 warning". */
export function healthSummary(health: SiteHealth): string {
  const warnings = health.warnings === 0 ? '' : `, ${health.warnings} ${health.warnings === 1 ? 'warning' : 'warnings'}`;
  return `${health.passed} of ${health.checks.length} checks passed${warnings}`;
}
