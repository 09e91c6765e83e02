// Copy of the /estimator page's introduction (the steps' own words are in features/estimator/wizard/copy.ts).
export const ESTIMATOR_INTRO = {
  eyebrow: 'Free, no obligation',
  title: 'Project Cost Estimator',
  subtitle: 'Answer a few questions about your project and get a transparent estimate with hours, rates and cost for every role. It takes about five minutes.',
} as const;
