// The settings Launch Ready keeps (decision 108), read by the public site too (Pre-launch mode).

/** On: every public page says noindex and robots.txt disallows everything. */
export const PRELAUNCH_KEY = 'prelaunch_mode';

/** The newest test email sent from Launch Ready, and how the mail server answered. */
export const MAIL_TEST_KEY = 'launch_mail_test';

export type MailTest = { at: string; to: string; ok: boolean; transport: 'smtp' | 'files'; error?: string };

/** Launch Ready's own state in site_settings, changed on its screen or by the seed, not in Settings. */
export const LAUNCH_STATE_KEYS = ['demo_content', PRELAUNCH_KEY, MAIL_TEST_KEY] as const;
