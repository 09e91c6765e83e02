// The figures the site states about the company, each given once. Every page, meta description,
// seeded CMS page and PDF quotes them through FIGURES (or the numbers below), so that a figure
// changed here changes everywhere and no page can contradict another (docs/decisions/050).
// Plain data, no icons or React: the seed and the PDFs import it too. The few the code's own texts
// also state are the features' (the reply and consultation times, the reply to an application).
import { CONSULTATION, CONSULTATION_MINUTES, REPLY_HOURS, REPLY_TIME } from '@/features/contact/promises';
import { APPLICATION_REPLY } from '@/features/jobs/labels';

export const FOUNDED_YEAR = 2018;
export const HEADQUARTERS = 'Sheridan, Wyoming';

/** The company's track record and promises. Counts are shown as "200+", percentages as "95%". */
export const FACTS = {
  projectsDelivered: 200,
  countriesServed: 25,
  /** Everyone: engineers, designers, delivery and product people. */
  teamSize: 50,
  /** Of the team, the senior engineers (5+ years of experience). */
  seniorEngineers: 20,
  uptimePercent: 99.9,
  clientRating: 4.9,
  clientSatisfactionPercent: 98,
  clientRetentionPercent: 95,
  onTimeDeliveryPercent: 90,
  averageRoiPercent: 40,
  /** Value our clients attribute to the projects, in millions of US dollars. */
  clientValueMillions: 100,
  /** What AI automation typically takes off a team's manual processing. */
  aiManualWorkReductionPercent: 60,
  consultationMinutes: CONSULTATION_MINUTES,
  replyHours: REPLY_HOURS,
  warrantyDays: 30,
  /** Simple projects and enterprise platforms: the FAQ's and the estimating article's "typical timelines". */
  simpleProjectWeeks: { min: 8, max: 16 },
  enterpriseProjectMonths: { min: 6, max: 18 },
  employeeRating: 4.9,
  employeeRetentionPercent: 95,
  learningBudgetUsd: 2000,
  paidDaysOff: 25,
} as const;

/** The partner program's figures (/partners and the Partnership Guide). */
export const PARTNER_FACTS = {
  activePartners: 25,
  partnerCountries: 15,
  partnerRevenueGrowthPercent: 200,
  partnerSatisfaction: 4.8,
} as const;

/** The results of the identity verification (KYC) project for Northvale Bank, which became our KYC solution. */
export const KYC_RESULTS = {
  onboardingDaysBefore: 3,
  onboardingMinutes: 4,
  autoVerifiedPercent: 92,
  fraudReductionPercent: 60,
} as const;

/** How long integrating our KYC solution takes, from kickoff to go-live (the last week of its timeline). */
export const KYC_GO_LIVE_WEEKS = 9;

// --- Formatting -------------------------------------------------------------------------------

export const plus = (n: number) => `${n}+`;
export const percent = (n: number) => `${n}%`;
export const outOfFive = (n: number) => `${n}/5`;
export const weeksRange = ({ min, max }: { min: number; max: number }, unit = 'weeks') => `${min}-${max} ${unit}`;
/** "8 to 16 weeks": the same range in a sentence. */
export const weeksInWords = ({ min, max }: { min: number; max: number }, unit = 'weeks') => `${min} to ${max} ${unit}`;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** 9 -> "nine" (up to twelve, as style guides spell small numbers in running text). */
export const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** Whole years since the company was founded, as of `now`. */
export function yearsInBusiness(now = new Date()) {
  return now.getUTCFullYear() - FOUNDED_YEAR;
}

/** The display strings of the facts, for copy that quotes them. */
export const FIGURES = {
  founded: String(FOUNDED_YEAR),
  years: plus(yearsInBusiness()),
  projects: plus(FACTS.projectsDelivered),
  countries: plus(FACTS.countriesServed),
  team: plus(FACTS.teamSize),
  seniorEngineers: plus(FACTS.seniorEngineers),
  uptime: percent(FACTS.uptimePercent),
  rating: outOfFive(FACTS.clientRating),
  satisfaction: percent(FACTS.clientSatisfactionPercent),
  retention: percent(FACTS.clientRetentionPercent),
  onTime: percent(FACTS.onTimeDeliveryPercent),
  roi: percent(FACTS.averageRoiPercent),
  clientValue: `$${FACTS.clientValueMillions}M+`,
  aiManualWork: percent(FACTS.aiManualWorkReductionPercent),
  /** "30-minute", as in "a free 30-minute consultation". */
  consultation: CONSULTATION,
  consultationLength: `${FACTS.consultationMinutes} minutes`,
  /** "24 hours", as in "a reply within 24 hours". */
  reply: REPLY_TIME,
  applicationReply: APPLICATION_REPLY,
  /** "30-day", as in "a 30-day warranty". */
  warranty: `${FACTS.warrantyDays}-day`,
  employeeRating: outOfFive(FACTS.employeeRating),
  employeeRetention: percent(FACTS.employeeRetentionPercent),
  learningBudget: `$${FACTS.learningBudgetUsd.toLocaleString('en-US')}`,
  paidDaysOff: `${FACTS.paidDaysOff} days`,
  activePartners: plus(PARTNER_FACTS.activePartners),
  partnerCountries: String(PARTNER_FACTS.partnerCountries),
  partnerGrowth: percent(PARTNER_FACTS.partnerRevenueGrowthPercent),
  partnerSatisfaction: outOfFive(PARTNER_FACTS.partnerSatisfaction),
  kycGoLive: `${KYC_GO_LIVE_WEEKS} weeks`,
  kycGoLiveInWords: `${inWords(KYC_GO_LIVE_WEEKS)} weeks`,
  kycOnboarding: `${KYC_RESULTS.onboardingMinutes} min`,
  kycAutoVerified: percent(KYC_RESULTS.autoVerifiedPercent),
  kycFraudReduction: percent(KYC_RESULTS.fraudReductionPercent),
} as const;

/**
 * Team size, said one way everywhere: the whole team and, of it, the senior engineers. A page that
 * shows one of the two labels it as such ("Team members", "Senior engineers").
 */
export const TEAM_STATEMENT = `${FIGURES.team} people, ${FIGURES.seniorEngineers} of them senior engineers`;
