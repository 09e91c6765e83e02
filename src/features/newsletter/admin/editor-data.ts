// What the issue editor needs from the server: the posts to choose from, the count it sends to,
// and the saved issue's email as a subscriber receives it (for the preview).
import 'server-only';
import type { Database } from '@/server/db/client';
import { countConfirmedSubscribers, listPublishedPosts, type IssueDetail } from '../admin-queries';
import { renderIssueEmail } from '../emails';
import { loadIssuePosts } from '../sending';
import { newsletterMailContext } from '../subscribers';
import type { EditorIssue, EditorPost } from './issue-editor';

export async function editorChoices(db: Database): Promise<{ posts: EditorPost[]; confirmed: number }> {
  const [posts, confirmed] = await Promise.all([listPublishedPosts(db), countConfirmedSubscribers(db)]);
  return {
    posts: posts.map((post) => ({ id: post.id, title: post.title, excerpt: post.excerpt, publishedAt: post.publishedAt?.toISOString() ?? null })),
    confirmed,
  };
}

export function toEditorIssue(issue: IssueDetail): EditorIssue {
  return {
    id: issue.id,
    subject: issue.subject,
    intro: issue.intro,
    postIds: issue.postIds,
    status: issue.status,
    scheduledAt: issue.scheduledAt?.toISOString() ?? null,
    counts: issue.counts,
    sentByName: issue.sentByName,
  };
}

export async function previewHtml(db: Database, issue: IssueDetail): Promise<string> {
  const context = await newsletterMailContext();
  const posts = await loadIssuePosts(db, issue.postIds);
  // A preview has no subscriber: its links lead to the preferences page's 'not valid' answer.
  const placeholder = `${context.siteUrl}/newsletter/preferences?token=preview`;
  return renderIssueEmail({
    issue: { subject: issue.subject, intro: issue.intro, posts },
    siteUrl: context.siteUrl,
    company: context.company,
    links: { preferences: placeholder, unsubscribe: placeholder },
  }).html;
}
