// Shared by the banner's server part (its inline script) and its island.

/** localStorage: the version (id and last change) of the announcement the visitor dismissed. */
export const DISMISSED_KEY = 'axion.announcement-dismissed';

export const BANNER_ID = 'announcement-banner';
