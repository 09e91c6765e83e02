// schema.org JobPosting structured data of a job detail page.
import type { PublicJob } from './queries';

const EMPLOYMENT_TYPES: Record<PublicJob['type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

const UNITS: Record<string, string> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

/** "$130,000 - $160,000" (a year) or "$70 - $90 per hour" as a MonetaryAmount; anything else: undefined. */
export function parseSalaryRange(range: string | null) {
  const match = range?.trim().match(/^\$([\d,]+)\s*[-–]\s*\$([\d,]+)(?:\s*(?:per|\/|an?)\s*(hour|day|week|month|year))?$/i);
  if (!match) return undefined;
  const minValue = Number(match[1]!.replace(/,/g, ''));
  const maxValue = Number(match[2]!.replace(/,/g, ''));
  if (!(minValue > 0 && maxValue >= minValue)) return undefined;
  // Without a unit only a yearly salary is unambiguous.
  const unitText = match[3] ? UNITS[match[3].toLowerCase()] : minValue >= 10_000 ? 'YEAR' : undefined;
  if (!unitText) return undefined;
  return { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue, maxValue, unitText } };
}

/** Where a remote job's applicants must live, from the region named in its location. */
function applicantLocation(location: string) {
  if (/europe|\bEU\b/i.test(location)) return { '@type': 'AdministrativeArea', name: 'Europe' };
  return { '@type': 'Country', name: 'USA' };
}

/** The office of an on-site or hybrid job: "Sheridan, WY" of "Sheridan, WY / Remote". */
function office(location: string) {
  const address = location
    .split('/')
    .map((part) => part.trim())
    .find((part) => part && !/remote/i.test(part));
  if (!address) return undefined;
  const [locality, region] = address.split(',').map((part) => part.trim());
  return {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: locality, ...(region ? { addressRegion: region } : {}) },
  };
}

export function jobPostingData(job: PublicJob, organization: { name: string; url: string }): Record<string, unknown> {
  const remote = /remote/i.test(job.location);
  const jobLocation = office(job.location);
  const baseSalary = parseSalaryRange(job.salaryRange);
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt.toISOString().slice(0, 10),
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { '@type': 'Organization', name: organization.name, sameAs: organization.url },
    ...(jobLocation ? { jobLocation } : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: applicantLocation(job.location) } : {}),
    ...(job.experienceLevel ? { experienceRequirements: job.experienceLevel } : {}),
    ...(job.requirements.length > 0 ? { qualifications: job.requirements.join('\n') } : {}),
    ...(job.benefits.length > 0 ? { jobBenefits: job.benefits.join('\n') } : {}),
    ...(baseSalary ? { baseSalary } : {}),
  };
}

/** A meta description from a job's text: at most ~160 characters, cut at a word. */
export function metaDescription(text: string) {
  if (text.length <= 160) return text;
  return text.slice(0, 155).replace(/\s+\S*$/, '') + '…';
}
