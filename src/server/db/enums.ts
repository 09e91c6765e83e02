// Allowed values of the enum-like columns. The schema turns each list into a check constraint;
// zod schemas and form selects import the same lists.
export const CONTENT_ITEM_TYPES = ['page', 'blog', 'announcement'] as const;
export const CONTENT_ITEM_STATUSES = ['draft', 'published'] as const;
/** A row of pages is a page of the site or a post of Insights (decision 090). */
export const PAGE_KINDS = ['page', 'post'] as const;
export const PAGE_TEMPLATES = ['basic', 'landing', 'blog', 'contact'] as const;
export const SECTION_TYPES = ['logo', 'header', 'footer'] as const;
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const PARTNERSHIP_TYPES = ['technology', 'strategic', 'integration', 'consulting', 'reseller'] as const;
export const FEATURE_CATEGORIES = ['core', 'advanced', 'integration', 'design'] as const;
export const DESIGN_LEVELS = ['basic', 'standard', 'premium', 'custom'] as const;
export const LEAD_KINDS = ['contact', 'job_application', 'estimate', 'form'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'archived'] as const;
/** 'pending': signed up, not yet confirmed by the emailed link; never sent an issue (decision 092). */
export const NEWSLETTER_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
/** A newsletter issue: being written, waiting for its time, being queued to subscribers, queued to all. */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const OUTBOX_CHANNELS = ['email', 'webhook'] as const;
export const AUDIT_ACTOR_KINDS = ['user', 'visitor', 'system', 'api_key'] as const;
/** The roles an API key may carry (decision 087): never super admin, who manages users. */
export const API_KEY_ROLES = ['editor', 'admin'] as const;
export const USER_ROLES = ['super_admin', 'admin', 'editor'] as const;

/** The seven workstreams of an estimate, in the order the result screen lists them. */
export const ESTIMATE_ROLES = ['Design', 'Frontend', 'Backend', 'Mobile', 'Project Management', 'Quality Assurance', 'DevOps'] as const;

/**
 * What the visit statistics record (decision 093): page views and the events that say how a visit
 * went. The collection refuses any other name.
 */
export const ANALYTICS_EVENTS = [
  'pageview',
  'estimator_step',
  'estimate_generated',
  'estimate_pdf',
  'contact_started',
  'contact_sent',
  'newsletter_signup',
  'booking_click',
  'chat_click',
  'outbound',
] as const;
export const ANALYTICS_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
