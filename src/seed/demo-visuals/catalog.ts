// Every demo visual: its stable key, its size, the alt text a visitor's screen reader reads, and
// how it is drawn. The keys are how seeded content refers to a visual (seed.ts returns a lookup
// of MediaRef by key):
//
//   case-study:<slug>   1600 x 900 cover of each seeded case study (seed-data.ts caseStudies)
//   service:<slug>      1600 x 900 cover of each service page (content/services.ts SERVICE_SLUGS)
//   post:<slug>         1600 x 900 cover of each demo post of Insights (content/posts.ts SEED_POSTS)
//   hero:<slide id>     1600 x 1200 illustration of each home hero slide (content/home.ts HERO_SLIDES)
//   saas:<product>      1600 x 1000 product screen of each SaaS product, lower-case name (saas:invoxa)
//   partner:<name>      512 x 512 logo of each seeded partner, by its name (partner:Vectorly)
//   person:<name>       512 x 512 illustrated portrait of each leader (content/about.ts LEADERS)
//                       and testimonial author (content/home.ts TESTIMONIAL_ITEMS), by name
import sharp from 'sharp';
import { LEADERS } from '@/content/about';
import { HERO_SLIDES, SAAS_PRODUCTS, TESTIMONIAL_ITEMS } from '@/content/home';
import { SEED_POSTS } from '@/content/posts';
import { SERVICE_SLUGS } from '@/content/services';
import { caseStudies, partners } from '@/seed/seed-data';
import { randomFor, Scene } from './draw';
import { drawAvatar, drawLogo } from './marks';
import { DRAWINGS, genericCover, type Draw } from './scenes';

export type DemoVisual = {
  key: string;
  /** The name shown in the media library. */
  filename: string;
  width: number;
  height: number;
  format: 'webp' | 'png';
  alt: string;
  draw: Draw;
};

const COVER = { width: 1600, height: 900 };
const SQUARE = { width: 512, height: 512 };

const CASE_STUDY_ALT: Record<string, string> = {
  'ai-invoicing-automation':
    'Illustration of an invoicing dashboard: a list of invoices marked paid, an invoice drafted by AI and a chart of payment times going down.',
  'kyc-identity-verification': 'Illustration of identity verification: an ID card, a phone scanning the customer’s face and three checks passed.',
  'enterprise-ai-knowledge-platform': 'Illustration of an AI knowledge assistant: documents feeding a model, and a chat whose answer cites its sources.',
  'b2b-sales-automation': 'Illustration of a sales pipeline board with deals in four stages, a revenue chart going up and a conversion funnel.',
  'mental-health-teletherapy-app': 'Illustration of a teletherapy app: a video session on one phone, a mood chart on another and a calendar of appointments.',
  'real-estate-property-platform': 'Illustration of a property search: listings pinned on a map beside two property cards with prices.',
};

const SERVICE_ALT: Record<string, string> = {
  'ai-automation': 'Illustration of an automated workflow: data sources flowing through an AI model into completed tasks.',
  'web-development': 'Illustration of a web application in a browser window, its code in an editor and three performance scores near 100.',
  'mobile-development': 'Illustration of three phones showing a mobile app: a list, a dashboard with charts and a progress ring.',
  'staff-augmentation': 'Illustration of a team of six with two new engineers highlighted, their sprint board and a velocity chart going up.',
};

const POST_ALT: Record<string, string> = {
  'how-we-estimate-software-projects':
    'Illustration of a project estimate: the cost of each role as hours times rate, sliders for scale, design and timeline, and the total split by role in a ring.',
  'fixed-price-vs-time-and-materials':
    'Illustration of a balance weighing a fixed price, shown as locked milestones with their prices, against time and materials, shown as hours by week and a clock.',
  'what-a-discovery-phase-should-produce':
    'Illustration of a discovery workshop: sticky notes sorted into three groups, turned into a prioritised backlog and a plan of milestones.',
  'identity-verification-without-losing-conversions':
    'Illustration of identity verification that keeps customers: sign-up steps that nearly everyone completes, each above a thin bar of the steep drop-off it replaced, a phone capturing an ID card and a low risk score.',
  'rag-assistant-that-cites-its-sources':
    'Illustration of an AI answer that cites its sources: marked sentences linked to the highlighted passages of three documents, with evaluation scores below.',
  'onboarding-augmented-engineers':
    'Illustration of an engineer’s first two weeks: ten days on a calendar with access, first checks and a demo, a code branch merged back into main, and a checklist of what to prepare.',
};

const HERO_ALT: Record<string, string> = {
  'custom-software': 'Illustration of a software platform as three stacked layers: data, services and apps.',
  'ai-automation': 'Illustration of a neural network converging on an AI core that completes a list of tasks.',
  'kyc-verification': 'Illustration of a face being scanned for identity verification, with a shield and passed checks.',
  'staff-augmentation': 'Illustration of engineers around a shared codebase, two of them newly joined.',
};

const SAAS_ALT: Record<string, string> = {
  invoxa: 'Screen of the Invoxa invoicing app: revenue figures, a monthly revenue chart and recent invoices with their status.',
  teamlytic: 'Screen of the Teamlytic team app: each person’s workload for the week, one overloaded, and an AI-written status report.',
};

const drawWith =
  (picture: (scene: Scene, name: string) => void, name: string): Draw =>
  (scene) =>
    picture(scene, name);

/** The visuals of the demo content, in a fixed order. */
export function demoVisuals(): DemoVisual[] {
  const people = [...LEADERS.map((leader) => leader.name), ...TESTIMONIAL_ITEMS.map((item) => item.author)];
  return [
    ...caseStudies.map((study) => ({
      key: `case-study:${study.slug}`,
      filename: `case-study-${study.slug}.webp`,
      ...COVER,
      format: 'webp' as const,
      alt: CASE_STUDY_ALT[study.slug] ?? `Abstract dashboard illustration for the case study ${study.title}.`,
      draw: DRAWINGS.caseStudies[study.slug] ?? genericCover,
    })),
    ...SERVICE_SLUGS.map((slug) => ({
      key: `service:${slug}`,
      filename: `service-${slug}.webp`,
      ...COVER,
      format: 'webp' as const,
      alt: SERVICE_ALT[slug] ?? 'Abstract dashboard illustration.',
      draw: DRAWINGS.services[slug] ?? genericCover,
    })),
    ...SEED_POSTS.map((post) => ({
      key: `post:${post.slug}`,
      filename: `post-${post.slug}.webp`,
      ...COVER,
      format: 'webp' as const,
      alt: POST_ALT[post.slug] ?? `Illustration for the article ${post.title}.`,
      draw: DRAWINGS.posts[post.slug] ?? genericCover,
    })),
    ...HERO_SLIDES.map((slide) => ({
      key: `hero:${slide.id}`,
      filename: `hero-${slide.id}.webp`,
      width: 1600,
      height: 1200,
      format: 'webp' as const,
      alt: HERO_ALT[slide.id] ?? `Illustration for ${slide.title}.`,
      draw: DRAWINGS.hero[slide.id] ?? genericCover,
    })),
    ...SAAS_PRODUCTS.map((product) => {
      const key = product.name.toLowerCase();
      return {
        key: `saas:${key}`,
        filename: `saas-${key}.webp`,
        width: 1600,
        height: 1000,
        format: 'webp' as const,
        alt: SAAS_ALT[key] ?? `Screen of the ${product.name} app.`,
        draw: DRAWINGS.saas[key] ?? genericCover,
      };
    }),
    ...partners.map((partner) => ({
      key: `partner:${partner.name}`,
      filename: `partner-${slugOf(partner.name)}.webp`,
      ...SQUARE,
      format: 'webp' as const,
      alt: `${partner.name} logo`,
      draw: drawWith(drawLogo, partner.name),
    })),
    ...people.map((name) => ({
      key: `person:${name}`,
      filename: `person-${slugOf(name)}.webp`,
      ...SQUARE,
      format: 'webp' as const,
      alt: `Illustrated portrait of ${name}`,
      draw: drawWith(drawAvatar, name),
    })),
  ];
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The visual drawn as SVG, then rasterised by sharp into its stored format. */
export function svgOf(visual: DemoVisual): string {
  const scene = new Scene(visual.width, visual.height, randomFor(visual.key));
  visual.draw(scene);
  return scene.toSvg();
}

export async function renderVisual(visual: DemoVisual): Promise<Buffer> {
  // Every picture covers its whole canvas: no alpha channel (smaller, and no check for see-through pixels later).
  const image = sharp(Buffer.from(svgOf(visual))).removeAlpha();
  // Logos stay lossless (crisp edges on flat colour); the illustrations are mostly gradients, which WebP keeps well at a tenth of the size.
  return visual.format === 'png' ? image.png({ compressionLevel: 8, palette: false }).toBuffer() : image.webp({ quality: 84, effort: 3 }).toBuffer();
}
