// For tests: a page document with every field blank, so that a test names only the fields it is about.
import type { PageDoc } from './publishing';

export const blankPageDoc = (fields: Partial<PageDoc> = {}): PageDoc => ({
  title: '',
  slug: '',
  metaTitle: '',
  metaDescription: '',
  templateType: 'basic',
  noindex: false,
  socialImageId: null,
  kind: 'page',
  excerpt: '',
  coverImageId: null,
  authorId: null,
  categories: [],
  tags: [],
  blocks: [],
  ...fields,
});
