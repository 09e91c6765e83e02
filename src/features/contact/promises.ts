// What the site promises whoever gets in touch: the reply time and the free consultation's length.
// The code's own texts quote them (a case study's closing call, the estimator without JavaScript),
// and so does the seeded copy, through content/facts.ts, so the two cannot disagree (decision 050).
export const REPLY_HOURS = 24;
export const CONSULTATION_MINUTES = 30;

/** "24 hours", as in "a reply within 24 hours". */
export const REPLY_TIME = `${REPLY_HOURS} hours`;
/** "30-minute", as in "a free 30-minute consultation". */
export const CONSULTATION = `${CONSULTATION_MINUTES}-minute`;
