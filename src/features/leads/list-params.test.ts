import { describe, expect, it } from 'vitest';
import { formatFileSize, inboxQuery, parseInboxParams, toListParams } from './list-params';

describe('the inbox parameters', () => {
  it('default to the newest page, every source and status, spam hidden', () => {
    expect(parseInboxParams({})).toEqual({ page: {}, q: '', source: undefined, status: undefined, from: undefined, to: undefined, spam: 'hide' });
  });

  it('read every filter and ignore values no filter offers', () => {
    expect(parseInboxParams({ source: 'estimate', status: 'won', from: '2026-01-01', to: '2026-01-31', spam: 'only', q: '  acme ', oldest: '1' })).toEqual({
      page: { oldest: true },
      q: 'acme',
      source: 'estimate',
      status: 'won',
      from: '2026-01-01',
      to: '2026-01-31',
      spam: 'only',
    });
    expect(parseInboxParams(new URLSearchParams('source=robots&status=all&from=2026-02-30&to=yesterday&spam=maybe&page=-4&after=2026-01-01_x&oldest=yes'))).toEqual(parseInboxParams({}));
  });

  it('round-trip through the query string the paging and export links use', () => {
    const after = '2026-03-02T10:11:12.345678Z_0b7d5a7e-3c1f-4e7a-9a53-2f6f4c1d9e10';
    const params = parseInboxParams({ source: 'subscriber', from: '2026-03-01', spam: 'include', q: 'a&b', after });
    expect(params.page).toEqual({ after: { at: '2026-03-02T10:11:12.345678Z', id: '0b7d5a7e-3c1f-4e7a-9a53-2f6f4c1d9e10' } });
    expect(parseInboxParams(new URLSearchParams(inboxQuery(params, params.page)))).toEqual(params);
    // The export takes every matching row: its link carries the filters, never the page.
    expect(inboxQuery(params)).toBe('q=a%26b&source=subscriber&from=2026-03-01&spam=include');
    expect(toListParams(parseInboxParams({})).filters).toEqual({});
    expect(inboxQuery(parseInboxParams({}))).toBe('');
  });

  it('show file sizes in Bytes, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });
});
