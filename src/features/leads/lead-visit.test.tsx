import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeadVisit } from '@/server/db/schema';
import { LeadVisitSection } from './lead-visit';

const visit: LeadVisit = {
  startedAt: '2026-11-24T22:50:00.000Z',
  landingPage: '/services',
  source: 'newsletter',
  referrerHost: null,
  utmMedium: 'email',
  utmCampaign: 'autumn',
  device: 'mobile',
  browser: 'Safari',
  pages: [
    { path: '/services', at: '2026-11-24T22:50:00.000Z' },
    { path: '/estimator', at: '2026-11-24T22:58:30.000Z' },
    // Past midnight in Berlin: this one shows its date too.
    { path: '/contact', at: '2026-11-24T23:05:00.000Z' },
  ],
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("a lead's Visit section", () => {
  it('shows where the visit came from and the pages seen, oldest first, in the site time zone', () => {
    const html = renderToStaticMarkup(<LeadVisitSection lead={{ visit, visitSource: 'newsletter' }} timeZone="Europe/Berlin" />);
    const shown = text(html);
    expect(shown).toContain('Source newsletter');
    expect(shown).toContain('Landing page /services');
    expect(shown).toContain('Referrer None');
    expect(shown).toContain('Campaign autumn · medium: email');
    expect(shown).toContain('Device and browser Mobile · Safari');
    expect(shown).toContain('Visit started 24 Nov 2026, 23:50:00 (CET)');
    expect(shown).toContain('23:50:00 /services 23:58:30 /estimator 25 Nov 2026, 00:05:00 /contact');
    expect(shown).toContain('Times in Europe/Berlin.');
    expect(html).toContain('<ol aria-label="Pages seen before the lead, oldest first"');
    expect(html).toContain('<time dateTime="2026-11-24T22:58:30.000Z"');
  });

  it("calls a visit from no other site 'Direct'", () => {
    const shown = text(
      renderToStaticMarkup(
        <LeadVisitSection lead={{ visit: { ...visit, source: '', utmCampaign: null, utmMedium: null, referrerHost: null }, visitSource: '' }} timeZone="UTC" />,
      ),
    );
    expect(shown).toContain('Source Direct');
    expect(shown).toContain('Campaign None');
  });

  it('without a recorded visit: the source the form carried, else one quiet line', () => {
    expect(text(renderToStaticMarkup(<LeadVisitSection lead={{ visit: null, visitSource: 'google.com' }} timeZone="UTC" />))).toBe(
      'Visit Source: google.com (from the form; the visit was not recorded)',
    );
    expect(text(renderToStaticMarkup(<LeadVisitSection lead={{ visit: null, visitSource: null }} timeZone="UTC" />))).toBe(
      'Visit No visit recorded (the visitor may have asked not to be tracked, or had JavaScript off).',
    );
  });
});
