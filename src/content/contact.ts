// Built-in copy of the contact page (public-site.md section 2, /contact, and section 9).
import { FIGURES, HEADQUARTERS } from './facts';

export const CONTACT_HERO = {
  eyebrow: `Free consultation · Reply within ${FIGURES.reply}`,
  title: "Let's Build Something Great Together",
  subtitle: `Tell us about your project. A senior engineer will read it and get back to you within ${FIGURES.reply} with next steps.`,
  /** The page's meta description. */
  description: `Tell us about your project and get an answer from a senior engineer within ${FIGURES.reply}. Free ${FIGURES.consultation} consultation.`,
} as const;

export const BUSINESS_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM MST' },
  { days: 'Saturday', hours: '10:00 AM - 2:00 PM MST' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const WHY_CHOOSE_US = [
  `A reply from a senior engineer within ${FIGURES.reply}`,
  `Free ${FIGURES.consultation} consultation, no strings attached`,
  `${FIGURES.projects} projects delivered for startups and enterprises`,
  'Transparent fixed-price or time-and-materials quotes',
  'NDA on request before you share any details',
] as const;

export const CONTACT_FAQ = [
  {
    question: 'How quickly will I hear back?',
    answer: `Within ${FIGURES.reply} on business days. A senior engineer reads every inquiry and replies with next steps or a few clarifying questions.`,
  },
  {
    question: 'What happens in the free consultation?',
    answer: `In ${FIGURES.consultationLength} we go through your goals, constraints and timeline, and suggest an approach. You leave with a rough budget range and a plan, whether or not you work with us.`,
  },
  {
    question: 'Can you sign an NDA before we talk?',
    answer: 'Yes. Send us your NDA or ask for ours and we will sign it before you share anything confidential.',
  },
  {
    question: 'Do you work with teams outside the United States?',
    answer: `Yes. We are based in ${HEADQUARTERS} and work with clients in ${FIGURES.countries} countries, overlapping with your business hours for calls and reviews.`,
  },
] as const;
