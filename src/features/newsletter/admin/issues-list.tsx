// /admin/newsletter: every issue, newest first, with its state and counts. A server component.
import { Plus } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import type { Role } from '@/server/auth/roles';
import type { IssueRow } from '../admin-queries';
import { countsText, IssueStatusBadge, issueWhen, plural } from './format';
import { NewsletterHeader } from './newsletter-tabs';

export function IssuesList({ issues, role, timeZone, confirmed }: { issues: IssueRow[] | null; role: Role | null; timeZone: string; confirmed: number }) {
  return (
    <div className="space-y-6">
      <NewsletterHeader
        current="/admin/newsletter"
        role={role}
        description={`Issues present your latest posts to the ${plural(confirmed, 'confirmed subscriber')}. Write one, send a test to yourself, then send it or schedule it.`}
        action={
          <Link href="/admin/newsletter/issues/new" className={buttonClasses({ size: 'md' })}>
            <Plus aria-hidden className="size-4" />
            New issue
          </Link>
        }
      />
      {!issues ? (
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          Failed to load issues. Reload the page to try again.
        </p>
      ) : issues.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">No issues yet. Write the first one with New issue.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Issues, newest first">
          {issues.map((issue) => (
            <li key={issue.id} className="flex min-w-0 flex-col gap-2 rounded-2xl border border-white/10 bg-white/[0.03] p-5">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="min-w-0 break-words text-lg font-semibold text-white">
                  <Link href={`/admin/newsletter/issues/${issue.id}`} className="underline-offset-2 hover:underline focus-visible:underline">
                    {issue.subject}
                  </Link>
                </h2>
                <IssueStatusBadge status={issue.status} />
              </div>
              <p className="text-sm text-slate-400">
                {issueWhen(issue, timeZone)} · by {issue.createdByName}
              </p>
              {(issue.status === 'sending' || issue.status === 'sent') && (
                <p className="text-sm text-slate-200">
                  {plural(issue.counts.recipients, 'recipient')}: {countsText(issue.counts)}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
