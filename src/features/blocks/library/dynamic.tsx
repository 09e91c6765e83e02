// The blocks whose content comes from the database. Being filled in: each will be drawn by the
// component of its feature (case studies, jobs, partners, contact, newsletter, estimator).
/* eslint-disable @typescript-eslint/no-unused-vars */
import type { BlockOf } from '../definitions';
import type { BlockContext } from '../render-context';

type Dynamic = 'caseStudies' | 'openPositions' | 'partnersGrid' | 'contactForm' | 'newsletter' | 'estimator' | 'logoWall' | 'team';
type Props<T extends Dynamic> = { block: BlockOf<T>; context: BlockContext };

export function CaseStudiesBlock(_: Props<'caseStudies'>) {
  return null;
}
export function OpenPositionsBlock(_: Props<'openPositions'>) {
  return null;
}
export function PartnersGridBlock(_: Props<'partnersGrid'>) {
  return null;
}
export function ContactFormBlock(_: Props<'contactForm'>) {
  return null;
}
export function NewsletterBlock(_: Props<'newsletter'>) {
  return null;
}
export function EstimatorBlock(_: Props<'estimator'>) {
  return null;
}
export function LogoWallBlock(_: Props<'logoWall'>) {
  return null;
}
export function TeamBlock(_: Props<'team'>) {
  return null;
}
