// The value the page cache fills in per response (decisions/082-speed-with-forms.md): a page
// rendered for the cache carries this in place of its one-time form token; every response gets a
// fresh token in its place. Only the hidden input's markup is filled in, never a script.

/** Stands for the form token in a page rendered for the cache. */
export const FORM_TOKEN_SLOT = 'page-cache-slot:form-token';

/** The markup that holds a slot: the attribute of the hidden input (see FormTokenField). */
export const SLOT_MARKUP = `value="${FORM_TOKEN_SLOT}"`;
