import { describe, expect, it } from 'vitest';
import { introParagraphs, renderIssueEmail } from './emails';

const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '+1 555 0100', address: '1 Main St' };
const links = {
  preferences: 'https://axionlabs.dev/newsletter/preferences?token=abc',
  unsubscribe: 'https://axionlabs.dev/newsletter/unsubscribe?token=abc&issue=1',
};

describe('an issue email', () => {
  it('escapes everything staff typed and links each post with its excerpt, in HTML and in text', () => {
    const email = renderIssueEmail({
      issue: {
        subject: 'News <b>& more</b>',
        intro: 'Hi "all"\n\n<script>alert(1)</script>',
        posts: [{ title: 'RAG <in> production', slug: 'rag', excerpt: 'What broke & why' }],
      },
      siteUrl: 'https://axionlabs.dev',
      company,
      links,
    });
    expect(email.subject).toBe('News <b>& more</b>');
    expect(email.html).not.toMatch(/<script>|<b>|<in>/);
    expect(email.html).toContain('News &lt;b&gt;&amp; more&lt;/b&gt;');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('<a href="https://axionlabs.dev/insights/rag?utm_source=newsletter&amp;utm_medium=email"');
    expect(email.html).toContain('What broke &amp; why');
    expect(email.html).toContain(`href="${links.unsubscribe.replace('&', '&amp;')}"`);
    expect(email.text).toContain('RAG <in> production\nWhat broke & why\nRead it: https://axionlabs.dev/insights/rag?utm_source=newsletter&utm_medium=email');
    expect(email.text).toContain(`Unsubscribe: ${links.unsubscribe}`);
    expect(email.text).toContain(`Your preferences: ${links.preferences}`);
  });

  it('marks a test as such, subject and body', () => {
    const email = renderIssueEmail({ issue: { subject: 'May', intro: 'Hello', posts: [] }, siteUrl: 'https://axionlabs.dev', company, links, test: true });
    expect(email.subject).toBe('[Test] May');
    expect(email.text.startsWith('[This is a test sent to you alone.')).toBe(true);
  });

  it('reads the intro as paragraphs separated by blank lines', () => {
    expect(introParagraphs('One\r\nstill one\r\n\r\n  Two  \n\n\n')).toEqual(['One\nstill one', 'Two']);
    expect(introParagraphs('   ')).toEqual([]);
  });
});
