'use client';

// Composing an issue: subject, intro, the posts it presents (in order), a preview of the saved
// email, and the ways to send it: a test to oneself, now to every confirmed subscriber, or at a
// time in the site's zone. Once it has started sending it is shown, not edited.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import { TextAreaField, TextField } from '@/features/admin/crud/fields';
import { IconButtons, orderButtons } from '@/components/ui/icon-button';
import { formatZoned, fromDateTimeLocalValue, toDateTimeLocalValue } from '@/lib/zoned-time';
import { cancelIssueSend, deleteIssue, saveIssue, scheduleIssueSend, sendIssueNow, sendTestIssue } from '../admin-actions';
import type { IssueCounts } from '../admin-queries';
import { ISSUE_LIMITS } from '../schema';
import type { IssueStatus } from '../statuses';
import { countsText, IssueStatusBadge, plural } from './format';

export type EditorPost = { id: string; title: string; excerpt: string | null; publishedAt: string | null };
export type EditorIssue = {
  id: string;
  subject: string;
  intro: string;
  postIds: string[];
  status: IssueStatus;
  scheduledAt: string | null;
  counts: IssueCounts;
  sentByName: string | null;
};

const sectionClasses = 'rounded-2xl border border-white/10 bg-white/[0.03] p-5';

export function IssueEditor({
  issue,
  posts,
  canSend,
  confirmed,
  timeZone,
  previewHtml,
  userEmail,
}: {
  issue: EditorIssue | null;
  posts: EditorPost[];
  canSend: boolean;
  confirmed: number;
  timeZone: string;
  previewHtml: string | null;
  userEmail: string;
}) {
  const router = useRouter();
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [intro, setIntro] = useState(issue?.intro ?? '');
  const [postIds, setPostIds] = useState<string[]>(issue?.postIds ?? []);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const editable = !issue || issue.status === 'draft' || issue.status === 'scheduled';
  const dirty = !issue || subject !== issue.subject || intro !== issue.intro || postIds.join() !== issue.postIds.join();
  const byId = new Map(posts.map((post) => [post.id, post]));

  const save = () =>
    startTransition(async () => {
      const result = await callAction(saveIssue, { id: issue?.id, subject, intro, postIds });
      if (!result.ok) {
        setError(result.error);
        toast.error('Failed to save issue', { description: result.error });
        return;
      }
      setError(null);
      toast.success(result.message ?? 'Issue saved');
      const saved = result.data as { id: string; created: boolean };
      if (saved.created) router.push(`/admin/newsletter/issues/${saved.id}`);
      else router.refresh();
    });

  const move = (from: number, to: number) =>
    setPostIds((ids) => {
      const next = [...ids];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  return (
    <div className="space-y-6">
      <div>
        <Link href="/admin/newsletter" className="text-sm text-slate-400 underline-offset-2 hover:text-white hover:underline">
          ← All issues
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-white sm:text-3xl">{issue ? issue.subject : 'New issue'}</h1>
          {issue && <IssueStatusBadge status={issue.status} />}
        </div>
      </div>

      {issue && !editable && (
        <section aria-label="Delivery" className={sectionClasses}>
          <h2 className="text-lg font-semibold text-white">Delivery</h2>
          <p className="mt-2 text-slate-200">
            {plural(issue.counts.recipients, 'recipient')}: {countsText(issue.counts)}
          </p>
          <p className="mt-1 text-sm text-slate-400">
            {issue.status === 'sending'
              ? 'Messages go out gradually, at the send rate the server allows (NEWSLETTER_SEND_RATE).'
              : 'Queued to every confirmed subscriber.'}
            {issue.sentByName && ` Sent by ${issue.sentByName}.`}
          </p>
        </section>
      )}

      {editable && (
        <form
          aria-label="Issue"
          className={`${sectionClasses} space-y-5`}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <TextField
            label="Subject"
            value={subject}
            onChange={setSubject}
            maxLength={ISSUE_LIMITS.subject}
            error={error && /subject/i.test(error) ? error : undefined}
            hint="The email's subject line, and its heading."
          />
          <TextAreaField
            label="Intro"
            value={intro}
            onChange={setIntro}
            maxLength={ISSUE_LIMITS.intro}
            rows={6}
            optional
            hint="Plain text above the posts. Leave a blank line between paragraphs."
          />
          <fieldset>
            <legend className="block text-sm font-medium text-slate-200">Posts in this issue</legend>
            {postIds.length === 0 ? (
              <p className="mt-2 text-sm text-slate-400">
                None chosen yet. Add posts from the list below; each shows its title, linked to the post, and its excerpt.
              </p>
            ) : (
              <ol className="mt-2 space-y-2" aria-label="Chosen posts, in order">
                {postIds.map((id, index) => {
                  const post = byId.get(id);
                  const title = post?.title ?? 'A post that is no longer published';
                  return (
                    <li key={id} className="flex items-center gap-2 rounded-lg border border-white/10 bg-slate-950/40 p-2 pl-3 text-sm text-white">
                      <span className="min-w-0 flex-1 break-words">
                        {index + 1}. {title}
                      </span>
                      <IconButtons
                        buttons={orderButtons({
                          name: title,
                          index,
                          count: postIds.length,
                          onMove: (to) => move(index, to),
                          onRemove: () => setPostIds((ids) => ids.filter((other) => other !== id)),
                        })}
                      />
                    </li>
                  );
                })}
              </ol>
            )}
            <details className="mt-3 rounded-lg border border-white/10 p-3" open={postIds.length === 0}>
              <summary className="cursor-pointer text-sm font-medium text-slate-200">Published posts ({posts.length})</summary>
              {posts.length === 0 ? (
                <p className="mt-2 text-sm text-slate-400">No post is published yet. Publish one in Posts first, or send an intro alone.</p>
              ) : (
                <ul className="mt-2 max-h-80 space-y-2 overflow-y-auto pr-1" aria-label="Published posts">
                  {posts.map((post) => {
                    const chosen = postIds.includes(post.id);
                    return (
                      <li key={post.id} className="flex items-start justify-between gap-3 rounded-lg bg-slate-950/40 p-3 text-sm">
                        <div className="min-w-0">
                          <p className="break-words font-medium text-white">{post.title}</p>
                          {post.excerpt && <p className="mt-0.5 line-clamp-2 text-slate-400">{post.excerpt}</p>}
                        </div>
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          disabled={chosen || postIds.length >= ISSUE_LIMITS.posts}
                          onClick={() => setPostIds((ids) => [...ids, post.id])}
                          aria-label={chosen ? `${post.title} is chosen` : `Add ${post.title}`}
                        >
                          {chosen ? 'Added' : 'Add'}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </details>
          </fieldset>
          {error && !/subject/i.test(error) && (
            <p role="alert" className="text-sm font-medium text-rose-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending || !dirty}>
              {pending ? 'Saving...' : issue ? 'Save changes' : 'Create issue'}
            </Button>
            {issue && <DeleteIssue id={issue.id} />}
          </div>
        </form>
      )}

      {issue && editable && <SendPanel issue={issue} dirty={dirty} canSend={canSend} confirmed={confirmed} timeZone={timeZone} userEmail={userEmail} />}

      {issue && previewHtml && (
        <section aria-label="Preview" className={sectionClasses}>
          <h2 className="text-lg font-semibold text-white">Preview</h2>
          <p className="mt-1 text-sm text-slate-400">The saved issue as a subscriber receives it{dirty && editable ? ' (save to see your changes)' : ''}.</p>
          {/* No scripts, no same-origin access: the email is shown, nothing in it runs. */}
          <iframe
            title={`Email preview: ${issue.subject}`}
            srcDoc={previewHtml}
            sandbox=""
            className="mt-3 h-[36rem] w-full rounded-lg border border-white/10 bg-white"
          />
        </section>
      )}
    </div>
  );
}

function DeleteIssue({ id }: { id: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="danger"
      disabled={pending}
      onClick={() => {
        if (!window.confirm('Are you sure you want to delete this issue?')) return;
        startTransition(async () => {
          const result = await callAction(deleteIssue, { id });
          if (!result.ok) return void toast.error('Failed to delete issue', { description: result.error });
          toast.success(result.message ?? 'Issue deleted');
          router.push('/admin/newsletter');
        });
      }}
    >
      Delete issue
    </Button>
  );
}

function SendPanel({
  issue,
  dirty,
  canSend,
  confirmed,
  timeZone,
  userEmail,
}: {
  issue: EditorIssue;
  dirty: boolean;
  canSend: boolean;
  confirmed: number;
  timeZone: string;
  userEmail: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The next full hour after an hour from now: a sensible start.
  const [when, setWhen] = useState(() => toDateTimeLocalValue(new Date(Math.ceil((Date.now() + 3_600_000) / 3_600_000) * 3_600_000), timeZone));
  const whenId = useId();
  const run = (action: Parameters<typeof callAction>[0], input: unknown, failed: string) =>
    startTransition(async () => {
      const result = await callAction(action, input);
      if (!result.ok) return void toast.error(failed, { description: result.error });
      toast.success(result.message ?? 'Done');
      router.refresh();
    });
  const blocked = pending || dirty;
  return (
    <section aria-label="Send" className={`${sectionClasses} space-y-5`}>
      <h2 className="text-lg font-semibold text-white">Send</h2>
      {dirty && <p className="text-sm text-amber-200">Save your changes first: tests and sends use the saved issue.</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={blocked} onClick={() => run(sendTestIssue, { id: issue.id }, 'Test not sent')}>
          Send test to myself
        </Button>
        <span className="text-sm text-slate-400">
          To <span className="break-all">{userEmail}</span>, marked [Test].
        </span>
      </div>
      {!canSend ? (
        <p className="text-sm text-slate-400">An admin sends the issue to subscribers, now or at a set time.</p>
      ) : issue.status === 'scheduled' && issue.scheduledAt ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-200">
            Goes to every confirmed subscriber on {formatZoned(new Date(issue.scheduledAt), timeZone)} ({timeZone}).
          </p>
          <Button type="button" variant="outline" disabled={pending} onClick={() => run(cancelIssueSend, { id: issue.id }, 'Not cancelled')}>
            Cancel schedule
          </Button>
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <div>
            <p className="text-sm text-slate-300">Now, to the {plural(confirmed, 'confirmed subscriber')}.</p>
            <Button
              type="button"
              className="mt-2"
              disabled={blocked || confirmed === 0}
              onClick={() => {
                if (!window.confirm(`Send “${issue.subject}” to ${plural(confirmed, 'confirmed subscriber')} now? This cannot be undone.`)) return;
                run(sendIssueNow, { id: issue.id }, 'Not sent');
              }}
            >
              Send now
            </Button>
          </div>
          <div>
            <Label htmlFor={whenId} className="block text-sm text-slate-300">
              Or at a time ({timeZone})
            </Label>
            <div className="mt-1 flex flex-wrap items-end gap-2">
              <Input
                inline
                id={whenId}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
                className="mt-1 min-w-0 [color-scheme:dark]"
              />
              <Button
                type="button"
                variant="outline"
                disabled={blocked || !when}
                onClick={() => {
                  const at = fromDateTimeLocalValue(when, timeZone);
                  if (!at) return void toast.error('Choose a date and a time.');
                  run(scheduleIssueSend, { id: issue.id, sendAt: at.toISOString() }, 'Not scheduled');
                }}
              >
                Schedule
              </Button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
