// The partners list's own words, the same on every site; the seeded partners page (src/content)
// quotes its empty state from here, the words staff edit are that page's blocks.
import type { PARTNERSHIP_TYPES } from '@/server/db/enums';

/** How the stored partnership types are labelled on partner cards. */
export const PARTNERSHIP_TYPE_LABELS: Record<(typeof PARTNERSHIP_TYPES)[number], string> = {
  technology: 'Technology Partner',
  strategic: 'Strategic Alliance',
  integration: 'Integration Partner',
  consulting: 'Consulting Partner',
  reseller: 'Reseller Partner',
};

/** The partners list's empty state when its block has no text of its own. */
export const NO_PARTNERS = 'No partners to display at the moment.';
