import { describe, expect, it } from 'vitest';
import { formatFileSize, inboxQuery, parseInboxParams, toListParams } from './list-params';

describe('the inbox parameters', () => {
  it('default to page 1, every source and status, spam hidden', () => {
    expect(parseInboxParams({})).toEqual({ page: 1, q: '', source: undefined, status: undefined, from: undefined, to: undefined, spam: 'hide' });
  });

  it('read every filter and ignore values no filter offers', () => {
    expect(parseInboxParams({ source: 'estimate', status: 'won', from: '2026-01-01', to: '2026-01-31', spam: 'only', q: '  acme ', page: '3' })).toEqual({
      page: 3,
      q: 'acme',
      source: 'estimate',
      status: 'won',
      from: '2026-01-01',
      to: '2026-01-31',
      spam: 'only',
    });
    expect(parseInboxParams(new URLSearchParams('source=robots&status=all&from=2026-02-30&to=yesterday&spam=maybe&page=-4'))).toEqual(parseInboxParams({}));
  });

  it('round-trip through the query string the paging and export links use', () => {
    const params = parseInboxParams({ source: 'subscriber', from: '2026-03-01', spam: 'include', q: 'a&b', page: '2' });
    expect(parseInboxParams(new URLSearchParams(inboxQuery(params)))).toEqual(params);
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
