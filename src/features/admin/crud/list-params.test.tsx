import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CrudListControls } from './list-controls';
import { enumOptions, FEATURED_FILTER, parseListParams, type ListFilter } from './server';

const CATEGORY: ListFilter = { name: 'category', label: 'Category', options: enumOptions(['core', 'advanced', 'design']) };
const FILTERS = [CATEGORY, FEATURED_FILTER];

describe('parseListParams', () => {
  it('reads page, search and status as before, with no extra filters', () => {
    expect(parseListParams({ page: '3', q: '  engineer ', status: 'inactive' })).toEqual({ page: 3, q: 'engineer', status: 'inactive', filters: {} });
    expect(parseListParams({})).toEqual({ page: 1, q: '', status: 'all', filters: {} });
    expect(parseListParams({ page: '-4', status: 'deleted', category: 'core' })).toEqual({ page: 1, q: '', status: 'all', filters: {} });
  });

  it('keeps only the values each filter offers; anything else means all', () => {
    expect(parseListParams({ category: 'advanced', featured: 'no' }, FILTERS).filters).toEqual({ category: 'advanced', featured: 'no' });
    expect(parseListParams({ category: ['design', 'core'] }, FILTERS).filters).toEqual({ category: 'design' });
    for (const category of ['all', 'Advanced', 'premium', '', undefined, ['nope', 'core']]) {
      expect(parseListParams({ category, featured: 'true' }, FILTERS).filters).toEqual({});
    }
    // A value another list offers is not taken by a list without that filter.
    expect(parseListParams({ featured: 'yes' }, [CATEGORY]).filters).toEqual({});
  });

  it('labels enum options with a capital first letter', () => {
    expect(enumOptions(['full-time', 'contract'])).toEqual([
      { value: 'full-time', label: 'Full-time' },
      { value: 'contract', label: 'Contract' },
    ]);
  });
});

describe('CrudListControls', () => {
  const render = (query: Record<string, string>, page: number) =>
    renderToStaticMarkup(
      <CrudListControls
        path="/admin/features"
        params={parseListParams(query, FILTERS)}
        filters={FILTERS}
        total={120}
        page={page}
        pageCount={3}
        searchLabel="Search by name"
        plural="features"
      />,
    );

  it('keeps the search, status and every chosen filter in the paging links', () => {
    const html = render({ q: 'sso', status: 'active', category: 'advanced', featured: 'yes', page: '2' }, 2);
    expect(html).toContain('href="/admin/features?q=sso&amp;status=active&amp;category=advanced&amp;featured=yes"');
    expect(html).toContain('href="/admin/features?q=sso&amp;status=active&amp;category=advanced&amp;featured=yes&amp;page=3"');
  });

  it('leaves out filters set to all or to an unknown value', () => {
    const html = render({ category: 'all', featured: 'maybe' }, 1);
    expect(html).toContain('href="/admin/features?page=2"');
  });

  it('renders a labelled select per filter, with All first and the chosen value selected', () => {
    const html = render({ category: 'design' }, 1);
    expect(html).toMatch(
      /<label[^>]*>Category<select name="category"[^>]*><option value="all">All<\/option><option value="core">Core<\/option><option value="advanced">Advanced<\/option><option value="design" selected="">Design<\/option><\/select><\/label>/,
    );
    expect(html).toMatch(
      /<label[^>]*>Featured<select name="featured"[^>]*><option value="all" selected="">All<\/option><option value="yes">Featured<\/option><option value="no">Not featured<\/option><\/select><\/label>/,
    );
  });
});
