// npm run bench: builds the production site, then runs every bench script and prints the figures.
// Each script also runs alone (npx tsx bench/<name>.ts). Exits non-zero when a check fails.
import { spawnSync } from 'node:child_process';
import { adminJobs, printAdminJobsReport } from './admin-jobs';
import { contactLoad } from './contact-load';
import { estimateLoad } from './estimate-load';
import { printReport } from './lib';

const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = false;
const contact = await contactLoad();
printReport(contact);
failed ||= contact.stored !== contact.succeeded;

const estimate = await estimateLoad();
printReport(estimate);
console.log(`wizard page JavaScript: ${estimate.wizardJsKiB.toFixed(1)} KiB gzip in all, ${estimate.wizardOwnJsKiB.toFixed(1)} KiB beyond the home page`);
failed ||= estimate.stored !== estimate.succeeded;
if (failed) console.error('FAIL: some successful answers were not stored exactly once');

const jobsList = await adminJobs();
printAdminJobsReport(jobsList);
if (jobsList.timings.some((t) => !t.ok)) {
  console.error('FAIL: some answers were not the expected jobs list');
  failed = true;
}

if (failed) process.exit(1);
