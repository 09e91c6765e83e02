// The newsletter's emails: the confirmation of a sign-up, and an issue (its intro, then each post
// with its title linking to the post and its excerpt), in plain text and HTML like every email
// of the site (src/server/mail/layout.ts). Everything staff or visitors typed is escaped.
import { escapeHtml, renderEmail, type EmailCompany } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/outbox';
import { postPath } from '@/features/pages/urls';

/** To someone who signed up: the link that confirms; nothing more is sent unless it is opened. */
export function confirmationEmail({ to, link, company, days }: { to: string; link: string; company: EmailCompany; days: number }): OutgoingMail {
  const name = company.name || 'our';
  const { text, html } = renderEmail({
    heading: 'Confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${name} newsletter at ${to}. Open this link to confirm:`,
      link,
      `The link works for ${days} days. If you did not sign up, ignore this email: you will not hear from us again.`,
    ],
    company,
  });
  return { to, replyTo: company.email || undefined, subject: `Confirm your subscription to the ${name} newsletter`, text, html };
}

export type IssuePost = { title: string; slug: string; excerpt: string | null };
export type IssueContent = { subject: string; intro: string; posts: readonly IssuePost[] };
export type IssueLinks = { preferences: string; unsubscribe: string };

/** A post's address with the newsletter named as its source (the leads' UTM columns). */
export function postUrl(siteUrl: string, slug: string): string {
  return `${siteUrl}${postPath(encodeURIComponent(slug))}?utm_source=newsletter&utm_medium=email`;
}

/** Paragraphs of a plain-text intro: separated by blank lines; single line breaks kept. */
export function introParagraphs(intro: string): string[] {
  return intro
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * One issue as one subscriber receives it. `test`: the copy staff send themselves, whose links
 * lead nowhere real (they are not a subscriber).
 */
export function renderIssueEmail({
  issue,
  siteUrl,
  company,
  links,
  test = false,
}: {
  issue: IssueContent;
  siteUrl: string;
  company: EmailCompany;
  links: IssueLinks;
  test?: boolean;
}): { subject: string; text: string; html: string } {
  const paragraphs = introParagraphs(issue.intro);
  const companyName = company.name || 'Our newsletter';
  const note = test ? 'This is a test sent to you alone. Its unsubscribe and preferences links do not work.' : null;
  const why = `You receive this because you subscribed to the ${companyName} newsletter.`;
  const signature = [company.name, company.address, [company.phone, company.email].filter(Boolean).join(' · ')].filter(Boolean);

  const text = [
    note ? `[${note}]\n` : null,
    issue.subject,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...issue.posts.flatMap((post) => [post.title, ...(post.excerpt ? [post.excerpt] : []), `Read it: ${postUrl(siteUrl, post.slug)}`, '']),
    '--',
    why,
    `Your preferences: ${links.preferences}`,
    `Unsubscribe: ${links.unsubscribe}`,
    '',
    ...signature,
  ]
    .filter((line) => line !== null)
    .join('\n');

  const postHtml = issue.posts
    .map(
      (post) => `<tr><td style="padding:16px 0;border-top:1px solid #e2e8f0">
<h2 style="margin:0 0 6px;font-size:18px;line-height:1.3"><a href="${escapeHtml(postUrl(siteUrl, post.slug))}" style="color:#4338ca;text-decoration:none">${escapeHtml(post.title)}</a></h2>
${post.excerpt ? `<p style="margin:0 0 8px;line-height:1.5;color:#334155">${escapeHtml(post.excerpt)}</p>` : ''}
<a href="${escapeHtml(postUrl(siteUrl, post.slug))}" style="color:#4338ca;font-size:14px">Read the article &rarr;</a>
</td></tr>`,
    )
    .join('\n');

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(issue.subject)}</title></head><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:32px 28px">
${note ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fef3c7;border-radius:8px;font-size:13px;color:#78350f">${escapeHtml(note)}</p>` : ''}
<p style="margin:0 0 8px;font-size:13px;color:#64748b;text-transform:uppercase;letter-spacing:.05em">${escapeHtml(companyName)}</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25">${escapeHtml(issue.subject)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.6">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${issue.posts.length ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px">${postHtml}</table>` : ''}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e8f0;color:#64748b;font-size:13px;line-height:1.5">${escapeHtml(why)}<br><a href="${escapeHtml(links.preferences)}" style="color:#475569">Your preferences</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#475569">Unsubscribe</a></p>
<p style="margin:12px 0 0;color:#64748b;font-size:13px;line-height:1.5">${signature.map(escapeHtml).join('<br>')}</p>
</td></tr></table></td></tr></table></body></html>`;

  return { subject: test ? `[Test] ${issue.subject}` : issue.subject, text, html };
}
