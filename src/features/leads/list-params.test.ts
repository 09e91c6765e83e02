import { describe, expect, it } from 'vitest';
import { formatDayRange, formatFileSize, inboxQuery, parseInboxParams, toListParams, visitFilterNote, withoutVisitFilters } from './list-params';

describe('the inbox parameters', () => {
  it('default to the newest page, every source and status, spam hidden', () => {
    expect(parseInboxParams({})).toEqual({ page: {}, q: '', kind: undefined, status: undefined, from: undefined, to: undefined, spam: 'hide' });
  });

  it('read every filter and ignore values no filter offers', () => {
    expect(parseInboxParams({ kind: 'estimate', status: 'won', from: '2026-01-01', to: '2026-01-31', spam: 'only', q: '  acme ', oldest: '1' })).toEqual({
      page: { oldest: true },
      q: 'acme',
      kind: 'estimate',
      status: 'won',
      from: '2026-01-01',
      to: '2026-01-31',
      spam: 'only',
    });
    expect(
      parseInboxParams(
        new URLSearchParams('kind=robots&status=all&from=2026-02-30&to=yesterday&spam=maybe&page=-4&after=2026-01-01_x&oldest=yes&landing=services'),
      ),
    ).toEqual(parseInboxParams({}));
  });

  it("read the visit statistics' filters: a source ('direct' is none) and a landing page, bad values ignored", () => {
    expect(parseInboxParams({ source: 'newsletter', kind: 'estimate', from: '2026-11-01', to: '2026-11-25', landing: '/services' })).toMatchObject({
      visitSource: 'newsletter',
      kind: 'estimate',
      from: '2026-11-01',
      to: '2026-11-25',
      landing: '/services',
    });
    // As the statistics store them: a source in lower case; a direct visit is the empty source.
    expect(parseInboxParams({ source: ' Google.com ' }).visitSource).toBe('google.com');
    expect(parseInboxParams({ source: 'direct' }).visitSource).toBe('');
    // 'none': leads whose visit was not recorded; 'inquiry': contact and form leads (the statistics' conversions).
    expect(parseInboxParams({ source: 'none', landing: 'none', kind: 'inquiry' })).toMatchObject({ visitSource: null, landing: null, kind: 'inquiry' });
    for (const source of ['', '   ', 'x'.repeat(201), 'news\u0000letter']) expect(parseInboxParams({ source }).visitSource).toBeUndefined();
    for (const landing of ['services', '//evil.example/x', `/${'x'.repeat(500)}`, '/a\nb', '']) expect(parseInboxParams({ landing }).landing).toBeUndefined();
    expect(parseInboxParams({ from: '2026-13-01', to: '2026-11-31', source: 'newsletter' })).toMatchObject({
      from: undefined,
      to: undefined,
      visitSource: 'newsletter',
    });
  });

  it('round-trip through the query string the paging and export links use', () => {
    const after = '2026-03-02T10:11:12.345678Z_0b7d5a7e-3c1f-4e7a-9a53-2f6f4c1d9e10';
    const params = parseInboxParams({ kind: 'subscriber', from: '2026-03-01', spam: 'include', q: 'a&b', after });
    expect(params.page).toEqual({ after: { at: '2026-03-02T10:11:12.345678Z', id: '0b7d5a7e-3c1f-4e7a-9a53-2f6f4c1d9e10' } });
    expect(parseInboxParams(new URLSearchParams(inboxQuery(params, params.page)))).toEqual(params);
    // The export takes every matching row: its link carries the filters, never the page.
    expect(inboxQuery(params)).toBe('q=a%26b&kind=subscriber&from=2026-03-01&spam=include');
    expect(toListParams(parseInboxParams({})).filters).toEqual({});
    expect(inboxQuery(parseInboxParams({}))).toBe('');
    // The visit's filters travel too, a direct visit as 'direct'.
    const visit = parseInboxParams({ source: 'direct', landing: '/services?x=1&y', kind: 'estimate' });
    expect(inboxQuery(visit)).toBe('kind=estimate&source=direct&landing=%2Fservices%3Fx%3D1%26y');
    expect(parseInboxParams(new URLSearchParams(inboxQuery(visit)))).toEqual(visit);
    const unrecorded = parseInboxParams({ source: 'none', landing: 'none', kind: 'inquiry' });
    expect(inboxQuery(unrecorded)).toBe('kind=inquiry&source=none&landing=none');
    expect(parseInboxParams(new URLSearchParams(inboxQuery(unrecorded)))).toEqual(unrecorded);
  });

  it("name the visit statistics' filters in a note whose link removes them", () => {
    expect(visitFilterNote(parseInboxParams({ kind: 'estimate', status: 'new' }))).toBeNull();
    expect(visitFilterNote(parseInboxParams({ source: 'newsletter', landing: '/services', kind: 'estimate', from: '2026-11-01', to: '2026-11-25' }))).toBe(
      'Source: newsletter · Landing page: /services · Estimate · 1–25 Nov 2026',
    );
    expect(visitFilterNote(parseInboxParams({ source: 'direct' }))).toBe('Source: Direct');
    expect(visitFilterNote(parseInboxParams({ source: 'none', kind: 'inquiry' }))).toBe('Source: Not recorded · Inquiries (contact and form entries)');
    expect(visitFilterNote(parseInboxParams({ from: '2026-11-01' }))).toBe('From 1 Nov 2026');
    const params = parseInboxParams({ source: 'newsletter', kind: 'estimate', from: '2026-11-01', to: '2026-11-25', status: 'new', q: 'acme' });
    expect(inboxQuery(withoutVisitFilters(params))).toBe('q=acme&status=new');
  });

  it('write ranges of days short', () => {
    expect(formatDayRange('2026-11-01', '2026-11-25')).toBe('1–25 Nov 2026');
    expect(formatDayRange('2026-10-28', '2026-11-03')).toBe('28 Oct – 3 Nov 2026');
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(formatDayRange('2026-11-05', '2026-11-05')).toBe('5 Nov 2026');
    expect(formatDayRange(undefined, '2026-11-25')).toBe('Until 25 Nov 2026');
  });

  it('show file sizes in Bytes, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
