import { describe, expect, it } from 'vitest';
import { pageHref, pagerWindow, pageSlice, parsePageParam } from './paging';

describe('parsePageParam', () => {
  it('reads a whole number, and takes anything else for page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(['4', '9'])).toBe(4);
    for (const value of [undefined, '', '0', '-2', '2.5', '1e3', 'abc', ' 2', '2abc', '0x10', []]) expect(parsePageParam(value), String(value)).toBe(1);
  });

  it('keeps a huge number huge, so that it means the last page', () => {
    expect(pageSlice(parsePageParam('99999999999999999999'), 50, 20).page).toBe(3);
  });
});

describe('pageSlice', () => {
  it('gives the rows of a page and the number of pages', () => {
    expect(pageSlice(2, 45, 20)).toEqual({ page: 2, pageCount: 3, offset: 20, limit: 20 });
    expect(pageSlice(3, 45, 20)).toEqual({ page: 3, pageCount: 3, offset: 40, limit: 20 });
  });

  it('shows the last page for a number past it, and page 1 of an empty list', () => {
    expect(pageSlice(9999, 45, 20)).toMatchObject({ page: 3, offset: 40 });
    expect(pageSlice(5, 0, 20)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 20 });
    expect(pageSlice(0, 45, 20)).toMatchObject({ page: 1, offset: 0 });
  });
});

describe('pagerWindow', () => {
  it('shows every page of a short list', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagerWindow(6, 10)).toEqual([1, null, 5, 6, 7, null, 10]);
    expect(pagerWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('shows a single left-out page rather than a gap', () => {
    expect(pagerWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pagerWindow(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
  });
});

describe('pageHref', () => {
  it('gives page 1 the list address itself', () => {
    expect(pageHref('/careers', 1)).toBe('/careers');
    expect(pageHref('/careers', 2)).toBe('/careers?page=2');
  });
});
