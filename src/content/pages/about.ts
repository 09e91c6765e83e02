// /about as blocks, from the copy in ../about.ts.
import { iconName } from '@/features/blocks/icons';
import { ABOUT_CTA, ABOUT_PAGE, ABOUT_STATS, ACHIEVEMENTS, CAPABILITIES, LEADERS, MISSION, VALUES } from '../about';
import { ctaBlock, heroBlock, iconCards, sitePage } from './builders';
import { paragraphs } from './rich-text';
import type { SeedPage, Visuals } from './types';

export function aboutPage(visuals: Visuals): SeedPage {
  return sitePage({ slug: 'about', title: 'About Us', metaTitle: ABOUT_PAGE.metaTitle, metaDescription: ABOUT_PAGE.metaDescription }, [
    heroBlock(
      ABOUT_PAGE,
      [
        { label: 'Work With Us', href: '/contact', icon: 'arrow' },
        { label: 'See Our Work', href: '/case-studies', style: 'outline', icon: 'folder' },
      ],
      ABOUT_STATS,
    ),
    {
      type: 'cardGrid',
      anchor: 'mission',
      eyebrow: 'Who We Are',
      title: MISSION.title,
      body: paragraphs(...MISSION.paragraphs, [{ text: 'Explore Our Services', href: '/services' }]),
      cardsTitle: MISSION.capabilitiesTitle,
      listLabel: 'Our capabilities',
      style: 'compact',
      cards: iconCards(CAPABILITIES),
    },
    {
      type: 'cardGrid',
      anchor: 'values',
      eyebrow: 'What Drives Us',
      title: 'Our Core Values',
      background: 'tinted',
      columns: '4',
      cards: iconCards(VALUES),
    },
    {
      type: 'team',
      anchor: 'leadership',
      eyebrow: 'Our People',
      title: 'Leadership Team',
      subtitle: 'Experienced leaders who stay close to every project.',
      people: LEADERS.map((leader) => ({
        name: leader.name,
        role: leader.role,
        bio: leader.description,
        tags: [...leader.expertise],
        photo: visuals(`person:${leader.name}`),
      })),
    },
    {
      type: 'cardGrid',
      anchor: 'achievements',
      eyebrow: 'Track Record',
      title: 'Our Achievements',
      background: 'tinted',
      columns: '4',
      style: 'figure',
      cards: ACHIEVEMENTS.map((item) => ({ icon: iconName(item.icon), figure: item.figure, title: item.title, text: item.description })),
    },
    ctaBlock(ABOUT_CTA, [
      { label: 'Contact Us', href: '/contact', icon: 'arrow' },
      { label: 'Get a Free Estimate', href: '/estimator', style: 'outline', icon: 'calculator' },
    ]),
  ]);
}
