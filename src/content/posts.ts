// The copy a fresh install's Insights are seeded with (demo content): six posts and their authors.
// Single source of figures: quote src/content/facts.ts (FIGURES, prices) instead of typing numbers.
import { DEFAULT_PRICING_SETTINGS, HOURS_PER_WEEK } from '@/features/estimator/pricing';
import { COMPLEXITY_LABELS, TOTAL_STEPS, type DesignLevel } from '@/features/estimator/options';
import { rt } from '@/features/rich-text/rt';
import type { BlockNode } from '@/features/rich-text/schema';
import { FACTS, FIGURES, FOUNDED_YEAR, inWords, KYC_RESULTS, weeksInWords } from './facts';
import type { SeedBlock } from './pages/types';
import { consultingPriceLabel, DELIVERY, ESTIMATE_VALIDITY_DAYS, ESTIMATOR_ROLE_RATES, priceTier, servicePriceLabel, tierLabel, usd } from './pricing';
import { KYC_TIMELINE } from './solutions';

/** The categories posts are filed under (a post has one or two). */
export const POST_CATEGORIES = ['AI & Data', 'Engineering', 'Product & Design', 'Delivery', 'Security'] as const;

export type SeedPost = {
  slug: string;
  title: string;
  /** One or two sentences, at most 300 characters: the index cards, the feeds and the newsletter show it. */
  excerpt: string;
  /** At most 160 characters (search result text). */
  metaDescription: string;
  /** A name of LEADERS in src/content/about.ts. */
  author: string;
  categories: (typeof POST_CATEGORIES)[number][];
  tags: string[];
  /** 'YYYY-MM-DD', in the past (today is 2026-11-25), spread over the last months, all different. */
  publishedOn: string;
  /** The body: blocks as the page builder stores them (mostly richText with h2/h3, paragraphs, lists; maybe a quote or callout block). */
  blocks: SeedBlock[];
};

/** Short bios of the authors (by LEADERS name), as shown under their posts: at most 600 characters. */
export const AUTHOR_BIOS: Record<string, string> = {
  'Alex Morgan': `Alex Morgan founded Axion Labs in ${FOUNDED_YEAR} after fifteen years leading product engineering teams, and still starts every engagement with the client’s business goals. Alex writes about scoping, pricing and how to get the most out of an engineering partner.`,
  'Priya Raman':
    'Priya Raman is our Chief Technology Officer. She sets the engineering standards and architecture practices of Axion Labs, drawing on experience building high-traffic platforms for fintech and healthcare, and writes about security, architecture and the engineering behind regulated products.',
  'Daniel Okafor':
    'Daniel Okafor leads our AI & Data practice, turning machine learning research into production systems for document processing, forecasting and conversational AI. He writes about LLMs, retrieval-augmented generation and how to measure AI once real users depend on it.',
  'Sofia Lindqvist':
    'Sofia Lindqvist is our VP of Delivery. She runs the delivery teams and processes that keep our projects on time, on budget and transparent from the first sprint to launch, and writes about estimating, planning and building teams that ship.',
};

/** A post's body as one rich-text block at reading width, as an editor would write it. */
const article = (...content: BlockNode[]): SeedBlock => ({ type: 'richText', body: rt.doc(...content) });
const { p, h2, h3, ul, ol, link, quote } = rt;

// --- How we estimate: the estimator's own figures -------------------------------------------------

const pricing = DEFAULT_PRICING_SETTINGS;
const designExtra = (level: Exclude<DesignLevel, 'basic'>) => `+${Math.round((pricing.designMultipliers[level] - 1) * 100)}%`;
const roleRates = Object.values(ESTIMATOR_ROLE_RATES);
const complexities = Object.entries(COMPLEXITY_LABELS);
/** "a, b or c". */
const orList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);
const seniorTier = priceTier('staff-augmentation', 'senior');
const ragTier = priceTier('ai-automation', 'rag');
const kycDiscovery = KYC_TIMELINE[0]!;

const howWeEstimate: SeedPost = {
  slug: 'how-we-estimate-software-projects',
  title: 'How We Estimate Software Projects',
  excerpt:
    'How our online estimator turns a project type, features, scale and design level into hours, rates and a price, what the number leaves out, and how it becomes a fixed proposal you can budget for.',
  metaDescription: 'A transparent look at how our project estimator turns project type, features, scale and design level into hours, rates and a price.',
  author: 'Sofia Lindqvist',
  categories: ['Delivery'],
  tags: ['Estimation', 'Pricing', 'Project Planning'],
  publishedOn: '2026-01-15',
  blocks: [
    article(
      p(
        'One of the first questions every client asks is “How much will it cost?” It is a fair question, and you deserve a transparent answer before you commit to anything. This article walks through how our online project estimator works, what its number includes and leaves out, and how it turns into a fixed proposal.',
      ),
      h2('Start with the type of project'),
      p(
        'Every estimate begins with a project type: a web application, a mobile app, an e-commerce platform, an AI solution, an MVP and a few more. The project type describes the shape of the work and the foundation every project needs: setup, architecture, environments and release.',
      ),
      h2('Add the features you actually need'),
      p('Next you choose features from four groups:'),
      ul([
        [rt.bold('Core features'), ', such as authentication, user roles and an admin dashboard.'],
        [rt.bold('Advanced features'), ', such as real-time chat, an AI chatbot or document AI.'],
        [rt.bold('Integrations'), ', such as payments, a CRM or single sign-on.'],
        [rt.bold('Design work'), ', such as a custom UI, a design system or accessibility.'],
      ]),
      p(
        'Each feature has a number of base hours that comes from our delivery history, and a complexity multiplier for features that tend to hide surprises. An AI chatbot or a multi-tenant architecture carries a higher multiplier than a sign-in form, because it has more ways to go wrong.',
      ),
      h3('You set the complexity'),
      p(
        `For every feature you choose a complexity: ${orList(complexities.map(([, label]) => label.toLowerCase()))}. A feature’s hours are its base hours times its multiplier times the complexity you chose (${orList(complexities.map(([value]) => inWords(Number(value))))}). Those hours are then shared among the people who build it: design, frontend, backend, mobile, project management, quality assurance and DevOps.`,
      ),
      h2('Adjust for scale, design and delivery'),
      ul([
        [
          rt.bold('Scale.'),
          ` A product for a few hundred users is built differently from one for a hundred thousand. The larger the expected scale, the more hours go into performance, testing and infrastructure: up to ${Math.round(pricing.scaleWeight * 100)}% more at the top of the scale.`,
        ],
        [
          rt.bold('Design level.'),
          ` Basic, standard (${designExtra('standard')}), premium (${designExtra('premium')}) or fully custom (${designExtra('custom')}). Better design takes more iterations, and we price it openly, as a line of its own.`,
        ],
        [
          rt.bold('Delivery.'),
          ` An ASAP timeline usually carries a ${pricing.rushFeePercent}% rush fee, and a flexible timeline can earn a ${pricing.flexibleDiscountPercent}% discount. We discuss both with you in the proposal rather than building them into the instant estimate.`,
        ],
      ]),
      h2('Turn hours into a price'),
      p(
        `Each role’s hours are multiplied by its hourly rate. The estimator’s rates run from ${usd(Math.min(...roleRates))} to ${usd(Math.max(...roleRates))} an hour depending on the role, all within the ${seniorTier.name} rates we publish for `,
        link('/services/staff-augmentation', 'staff augmentation'),
        ', because our project work is done by senior engineers.',
      ),
      p(
        'The result screen shows every workstream with its hours, rate and cost, then the design level as a line of its own, and the total as the sum of those lines. You can check every number with a pocket calculator: there are no hidden lines.',
      ),
      h3('A range and a duration, not just a total'),
      p(
        `Next to the total you see an expected range, from ${pricing.rangeLowPercent}% below it to ${pricing.rangeHighPercent}% above it, because no estimate made in a few minutes knows everything about a project. You also see an expected duration, worked out with one full-time person per role (${HOURS_PER_WEEK} hours a week), all working at the same time: the role with the most hours sets the length.`,
      ),
      h2('What the estimate assumes and leaves out'),
      p(
        'Every estimate lists its assumptions and exclusions. We assume standard development practices (version control, code review and automated tests) and that the third-party services you need are available and documented. The estimate also says where quality assurance and project management are: a row with their hours, or a plain statement that none of the chosen features calls for them.',
      ),
      p('Excluded, and quoted separately if you need them:'),
      ul([
        'Third-party service, API and software licence fees.',
        'Hosting and cloud infrastructure costs.',
        'Content creation: copywriting, photography, video and translations.',
        `Maintenance and support after the ${FIGURES.warranty} warranty period.`,
      ]),
      h2('From estimate to proposal'),
      p(
        `An online estimate is valid for ${ESTIMATE_VALIDITY_DAYS} days. It is a starting point, not a contract. After a free ${FIGURES.consultation} consultation and a short discovery phase, we turn it into a fixed-scope proposal with milestones, a delivery plan and a price you can budget for.`,
      ),
      p(
        `As a rule of thumb, most simple projects take ${weeksInWords(FACTS.simpleProjectWeeks)}. Enterprise platforms typically take ${weeksInWords(FACTS.enterpriseProjectMonths, 'months')} and are delivered in phases, each with its own fixed quote.`,
      ),
      p(
        'Ready to see your own numbers? ',
        link('/estimator', 'Try the estimator'),
        `: it takes ${inWords(TOTAL_STEPS)} short steps, and the estimate arrives in your inbox as a PDF. Or `,
        link('/contact', 'tell us about your project'),
        ` and we will reply within ${FIGURES.reply}.`,
      ),
    ),
  ],
};

const fixedPriceOrTimeAndMaterials: SeedPost = {
  slug: 'fixed-price-vs-time-and-materials',
  title: 'Fixed Price or Time and Materials: How to Choose',
  excerpt:
    'Fixed price protects your budget; time and materials protects your freedom to change your mind. When each model works, where each one fails, and the milestone-based hybrid most of our clients choose.',
  metaDescription:
    'Fixed price or time and materials for a software project: when each model fits, the risks each hides, and the milestone-based hybrid most clients choose.',
  author: 'Alex Morgan',
  categories: ['Delivery'],
  tags: ['Pricing', 'Contracts', 'Engagement Models'],
  publishedOn: '2026-04-21',
  blocks: [
    article(
      p(
        'Every founder and CTO who hires an agency faces the same choice: pay a fixed price for a defined scope, or pay for the time the team actually spends. Both are legitimate, and both can go badly. The right one depends less on the size of your budget than on how well you already know what you want to build.',
      ),
      h2('Fixed price: a known cost for a known scope'),
      p(
        'With a fixed price, the agency commits to delivering an agreed scope for an agreed amount. The risk of underestimating sits with the agency, so the price carries a margin for it, and the scope is written down in detail before work starts.',
      ),
      p('It works well when:'),
      ul([
        'The scope can be described precisely: a web application with known screens, user roles and integrations.',
        'The product has been through discovery, with wireframes or designs that everyone has agreed.',
        'Your budget is set by a board, a grant or an investment round, and a surprise invoice is not an option.',
      ]),
      p(
        'It goes wrong when the scope is still moving. Every change becomes a change request, every change request a negotiation, and both sides start defending the contract instead of building the product.',
      ),
      h2('Time and materials: paying for the work done'),
      p(
        `With time and materials (T&M), you pay for the hours the team works at agreed rates, and you steer the priorities week by week. Our published rates are ${servicePriceLabel('staff-augmentation')} for engineers, depending on seniority, and ${consultingPriceLabel} for technical consulting.`,
      ),
      p('It works well when:'),
      ul([
        'The product is new and you expect its first users to tell you what to build next.',
        'You already have a product team and need more capacity, not a separate project.',
        'The work is open-ended: a migration with unknowns, performance work, an ongoing roadmap.',
      ]),
      p(
        'It goes wrong when nobody watches the burn rate. T&M needs a backlog with priorities, a weekly look at the hours and someone on your side who can say “stop, that is good enough”.',
      ),
      h2('Four questions that decide it'),
      ol([
        'How much of the scope would you sign today? Most of it: fixed price. Half of it: time and materials, or a hybrid.',
        'Who owns the priorities? If you want to change them every sprint, pay for time.',
        'What hurts more, a late launch or a larger bill? A fixed date favours a fixed scope; a fixed budget favours a flexible one.',
        'Who will run it on your side? Time and materials without a product owner is the most expensive way to buy software.',
      ]),
      h2('What we do on most projects: fixed-price milestones'),
      p(
        'Most of our clients end up with a hybrid. A short discovery phase turns the idea into a prioritised backlog and an estimate. The work is then split into milestones of a few weeks, each with its own fixed price and a demo at the end. After each milestone you can adjust the next one, carry on or stop, with working software in hand.',
      ),
      quote('You never commit to more than the next milestone, and we never price work we have not understood.'),
      p(
        `Larger platforms are delivered the same way, in phases with their own fixed quotes. For reference, our web application projects fall within ${servicePriceLabel('web-development')} and mobile apps within ${servicePriceLabel('mobile-development')}; most take ${weeksInWords(DELIVERY.projectWeeks)}.`,
      ),
      h3('When you need people, not a project'),
      p(
        `If you already have a roadmap and a team, staff augmentation is time and materials in its simplest form: engineers who join your stand-ups and bill by the hour, or a dedicated team for at least ${inWords(DELIVERY.dedicatedTeamMinMonths)} months.`,
      ),
      h2('Whatever you choose, insist on these'),
      ul([
        'A written scope, even under time and materials: what is in, what is out and what “done” means.',
        'A demo every sprint, on a staging environment you can try yourself.',
        'Hours or milestone status you can see every week, not at the end of the month.',
        'Ownership of the code and the intellectual property from day one.',
        `A warranty on delivered work: ours is a ${FIGURES.warranty} warranty.`,
      ]),
      p(
        'Not sure which model fits? ',
        link('/estimator', 'Get an instant estimate'),
        ' to see the size of your project, then ',
        link('/contact', 'talk it through with us'),
        `. The first consultation is free and takes ${FIGURES.consultationLength}.`,
      ),
    ),
  ],
};

const discoveryPhase: SeedPost = {
  slug: 'what-a-discovery-phase-should-produce',
  title: 'What a Discovery Phase Should Actually Produce',
  excerpt:
    'Discovery is neither a sales exercise nor a stack of slides. The six things you should hold at the end of it, how to tell a useful discovery from an expensive one, and when you can skip it.',
  metaDescription:
    'What a software discovery phase should deliver: measurable goals, user journeys, a prioritised backlog, architecture and risks, and an estimate.',
  author: 'Alex Morgan',
  categories: ['Product & Design', 'Delivery'],
  tags: ['Discovery', 'Product Strategy', 'Scope', 'Workshops'],
  publishedOn: '2026-06-16',
  blocks: [
    article(
      p(
        'Discovery has a reputation problem. Some agencies sell it as an expensive prelude to the real work; some clients see it as a delay before the building starts. Done properly, it is the cheapest part of a project and the one that saves the most money, because it is where wrong assumptions are still free to fix.',
      ),
      p('Here is what a discovery phase should hand you at the end, whoever runs it.'),
      h2('The six deliverables'),
      h3('1. Goals you can measure'),
      p(
        'One or two business outcomes and how they will be measured: fewer support tickets, faster onboarding, a higher conversion rate. Every later trade-off is judged against them.',
      ),
      h3('2. Users and their journeys'),
      p(
        'Who uses the product, what they are trying to get done, and the few journeys that matter most, drawn end to end. Most of the scope follows from these.',
      ),
      h3('3. A prioritised backlog'),
      p(
        'User stories grouped into a first release and what comes after, each small enough to estimate. The first release is the smallest thing that proves the goal, not everything anyone mentioned in a workshop.',
      ),
      h3('4. Wireframes or a clickable prototype'),
      p('Enough design to test the main journeys with real users and to settle arguments about what a screen does. Pixel-perfect design can wait.'),
      h3('5. An architecture and its risks'),
      p(
        'The main building blocks, the integrations and the data, with the two or three technical risks that could sink the project and how each will be tested early: an undocumented API, a data set of unknown quality, a compliance rule nobody has read closely.',
      ),
      h3('6. An estimate and a delivery plan'),
      p('Milestones, a team and a price. If discovery ends without a number you can take to your board, it has not finished.'),
      h2('How to run it well'),
      ul([
        [rt.bold('Put decision makers in the room.'), ' A workshop without someone who can say yes produces a list of questions, not answers.'],
        [rt.bold('Talk to users, even a handful.'), ' It is the fastest way to find the feature everyone assumed and nobody needs.'],
        [rt.bold('Open the data early.'), ' AI and integration projects slip most often because of data nobody had looked at.'],
        [
          rt.bold('Timebox it.'),
          ` Discovery is measured in weeks, not months. On our identity verification projects, discovery and compliance mapping are ${kycDiscovery.period!.toLowerCase()} of the ${FIGURES.kycGoLiveInWords} to go-live.`,
        ],
        [rt.bold('Write it down.'), ' Everything above should fit in a short document and a backlog anyone on the team can read.'],
      ]),
      h2('Signs that a discovery is not working'),
      ul([
        'It produces slides instead of a backlog.',
        'Nobody can say what is out of scope.',
        'The estimate arrives as a single number with no assumptions behind it.',
        'The technical risks are all “to be confirmed”.',
      ]),
      h2('When you can skip it'),
      p(
        'Not every project needs a formal discovery. If you already have a specification, designs and a team that knows the domain, a shorter scoping workshop may be enough. And if your question is “roughly how big is this?”, our ',
        link('/estimator', 'online estimator'),
        ' answers it in minutes, with hours and cost for every role.',
      ),
      p(
        'Discovery is also where you find out what an agency is like to work with before you commit to a whole project. Treat it as a trial: are the questions sharp, is the documentation clear, and do they tell you what not to build?',
      ),
      p(
        'If you would like us to run one for your product, ',
        link('/contact', 'tell us where you are'),
        `. We reply within ${FIGURES.reply}, and the first ${FIGURES.consultation} consultation is free.`,
      ),
    ),
  ],
};

const kycConversions: SeedPost = {
  slug: 'identity-verification-without-losing-conversions',
  title: 'Identity Verification Without Losing Conversions',
  excerpt:
    'Every extra step in onboarding loses customers, and every weak check lets fraud in. How we design KYC flows that verify most people automatically and send only the hard cases to a reviewer.',
  metaDescription:
    'How to design KYC and identity verification that stops fraud without losing sign-ups: capture guidance, risk-based checks and fast manual review.',
  author: 'Priya Raman',
  categories: ['Security', 'Product & Design'],
  tags: ['KYC', 'FinTech', 'Onboarding', 'Compliance'],
  publishedOn: '2026-08-25',
  blocks: [
    article(
      p(
        `Regulated businesses have to know who their customers are. Customers want an account now. For years the compromise was a form, a document upload and a wait while an analyst checked it. When we started working with Northvale Bank, new customers waited up to ${inWords(KYC_RESULTS.onboardingDaysBefore)} days for that check, and a third of them gave up before approval.`,
      ),
      p(
        `The flow we built brought onboarding down to under ${KYC_RESULTS.onboardingMinutes} minutes, with ${FIGURES.kycAutoVerified} of applicants verified automatically. Here is what we learned about keeping customers through verification without weakening it.`,
      ),
      h2('Treat verification as a product journey'),
      p(
        'Compliance defines what must be checked. It rarely defines how it should feel. We map the verification journey like any other funnel, step by step, and measure where people drop out: document capture, selfie, waiting for a result. Drop-off tends to cluster at one or two steps, and they are rarely the ones the team expected.',
      ),
      h2('Make capture succeed the first time'),
      p(
        'Most failed verifications are not fraud. They are blurry photos, glare on a laminated card, a finger over the corner of a passport. The fixes are unglamorous and effective:',
      ),
      ul([
        'Check image quality on the device, in real time, before upload: focus, glare, all four corners in frame.',
        'Show a frame the shape of the document and capture automatically when the picture is steady.',
        'Explain why each step exists in one plain sentence. People accept a check they understand.',
        'Let people continue on their phone with a QR code instead of holding a card up to a webcam.',
        'Support the documents of the countries you actually serve, and say which ones up front.',
      ]),
      h2('Check by risk, not by rule'),
      p(
        'Applying every check to every applicant is the surest way to slow down the honest majority. A risk-based flow combines document, liveness, device and screening signals into one score:',
      ),
      ul([
        [rt.bold('Low risk:'), ' approved automatically, in seconds.'],
        [rt.bold('Medium risk:'), ' one extra step, such as a second document or a proof of address.'],
        [rt.bold('High risk or ambiguous:'), ' sent to a reviewer, never silently rejected.'],
      ]),
      p(
        'Liveness detection deserves a mention of its own. A short guided selfie video defeats printed photos, masks and replayed videos, and it takes people less time than typing their address.',
      ),
      h2('Give reviewers one screen'),
      p(
        'Manual review is where days turn into minutes. Reviewers should see the document, the selfie, the screening hits and the reasons the case was flagged on one screen, with shortcuts for the common decisions and an audit trail written automatically. A fast review queue also lets you route more borderline cases to a person without slowing anyone down.',
      ),
      h2('Security and compliance without friction'),
      ul([
        'Keep as little personal data as the regulation allows, for as long as it requires, encrypted at rest and in transit.',
        'Log every decision and who made it: regulators ask how a customer was approved, not only whether.',
        'Watch fraud patterns after launch. Fraudsters probe a new flow quickly, and thresholds need tuning.',
      ]),
      p(
        `At Northvale this combination led to ${FIGURES.kycFraudReduction} fewer fraudulent accounts in the first quarter, while approvals got faster. Better conversion and better fraud control stop being a trade-off once the checks are in the right places.`,
      ),
      quote('The honest majority should barely notice verification. The effort belongs on the few cases that look wrong.'),
      h2('What to measure'),
      ul([
        'Completion rate of each step, on mobile and desktop separately.',
        'The share of applicants approved automatically.',
        'Time from the first step to a decision, manual cases included.',
        'False rejections found on appeal, and fraud found after approval.',
      ]),
      p(
        'We turned this work into ',
        link('/solutions/kyc-verification', 'our KYC verification solution'),
        `, which goes live inside an existing product in ${FIGURES.kycGoLiveInWords}. The whole story is in the `,
        link('/case-studies/kyc-identity-verification', 'Northvale Bank case study'),
        '.',
      ),
    ),
  ],
};

const ragWithCitations: SeedPost = {
  slug: 'rag-assistant-that-cites-its-sources',
  title: 'Shipping a RAG Assistant That Cites Its Sources',
  excerpt:
    'An assistant that answers from your documents is only useful if people can check it. What we build into every retrieval-augmented assistant so each answer points to its source, respects permissions and is measured before release.',
  metaDescription:
    'How we build RAG assistants that cite their sources: careful ingestion, permission-aware retrieval, grounded answers and evaluation on every release.',
  author: 'Daniel Okafor',
  categories: ['AI & Data', 'Engineering'],
  tags: ['RAG', 'LLMs', 'Evaluation', 'Knowledge Management'],
  publishedOn: '2026-10-06',
  blocks: [
    article(
      p(
        'Most teams that try a chatbot on their documents get a convincing demo in an afternoon and an assistant nobody trusts a month later. The difference is rarely the model. It is whether every answer can be checked, whether the assistant knows what it does not know, and whether anyone measures its quality before and after each release.',
      ),
      p(
        'Here is how we build retrieval-augmented generation (RAG) assistants that people keep using, drawn from the knowledge platforms and support assistants our AI team has put into production.',
      ),
      h2('Start with the questions, not the documents'),
      p(
        'Before indexing anything, we collect real questions: from support tickets, internal chat channels and the people who answer them today. A couple of hundred real questions, each with the answer an expert would give, become the evaluation set. They show which sources matter, which answers need exact wording (a procedure, a policy, a price) and what “good” means for this assistant.',
      ),
      h2('Ingestion is most of the work'),
      p(
        'Documents rarely arrive clean. Manuals are scanned PDFs, policies exist in three versions and half the knowledge lives in tickets. A sound ingestion pipeline:',
      ),
      ul([
        'Extracts text with its structure, so headings, tables and page numbers survive and a citation can point to a section, not just a file.',
        'Splits documents along that structure rather than every so many characters, and keeps each passage’s path of headings.',
        'Records where each passage came from, its version and who may read it.',
        'Re-indexes on change, so a superseded procedure stops appearing in answers the day it is replaced.',
      ]),
      h2('Retrieval that respects permissions'),
      p(
        'If an employee cannot open a document, the assistant must not quote it to them. We filter by the reader’s permissions inside the search itself, rather than hiding answers after they are written. It is the approach that holds up in a security review, and it was a hard requirement of the ',
        link('/case-studies/enterprise-ai-knowledge-platform', 'private knowledge platform we built for Helixon Industries'),
        '.',
      ),
      p(
        'We combine keyword and vector search. Engineers search for part numbers and error codes, which embeddings blur, and for concepts, which keywords miss. A re-ranking step then picks the few passages that actually answer the question.',
      ),
      h2('Answers that show their sources'),
      p(
        'The model answers only from the retrieved passages, and each statement carries a numbered citation that opens the source at the right section. Three rules keep citations honest:',
      ),
      ol([
        'Quote rather than paraphrase where the wording matters: safety steps, contract clauses, figures.',
        'Say “I could not find this in the documents” when retrieval comes back empty or weak, and offer the closest sources instead of an invented answer.',
        'Check every citation after generation: if the cited passage does not support the sentence, the answer is regenerated or flagged.',
      ]),
      quote('An assistant that says “I don’t know” and points to where to look earns more trust than one that is always confident.'),
      h2('Measure before every release'),
      p(
        'A new prompt, a new model version or a re-chunked manual can quietly make answers worse. We run the evaluation set on every release and track four things:',
      ),
      ul([
        [rt.bold('Retrieval:'), ' did the right passage make it into the top results?'],
        [rt.bold('Faithfulness:'), ' is every sentence supported by a cited passage?'],
        [rt.bold('Correctness:'), ' does the answer agree with what the expert wrote?'],
        [rt.bold('Refusals:'), ' does the assistant decline when the answer is not in the documents?'],
      ]),
      p(
        'In production, thumbs-up and thumbs-down buttons and a “wrong source” link feed new cases into the same set. Cost and response time sit on the same dashboard, because an accurate answer that takes too long does not get used.',
      ),
      h2('What it takes'),
      p(
        `A focused knowledge assistant is one of our most requested AI projects. Our ${ragTier.name} tier costs ${tierLabel(ragTier.price, 'project')} per project, with a working prototype on your own documents within ${inWords(DELIVERY.aiPrototypeWeeks)} weeks and production typically in ${weeksInWords(DELIVERY.aiAutomationWeeks)}. Most of the effort goes into ingestion, permissions and evaluation, not the chat window.`,
      ),
      p(
        'If you have a library of documents and a team that keeps answering the same questions, ',
        link('/services/ai-automation', 'see how we deliver AI automation'),
        ', or book a call and bring a few of those questions with you.',
      ),
    ),
  ],
};

const augmentedOnboarding: SeedPost = {
  slug: 'onboarding-augmented-engineers',
  title: 'The First Two Weeks of an Augmented Engineer',
  excerpt:
    'An augmented engineer can ship in their first week or spend a month waiting for access. What to prepare before day one, a plan for the first two weeks, and how to tell whether it is working.',
  metaDescription:
    'A practical plan for onboarding augmented engineers: what to prepare before day one, the first two weeks step by step, and the signs that it is working.',
  author: 'Sofia Lindqvist',
  categories: ['Engineering', 'Delivery'],
  tags: ['Staff Augmentation', 'Onboarding', 'Remote Teams'],
  publishedOn: '2026-11-10',
  blocks: [
    article(
      p(
        `Hiring through staff augmentation is fast: matched profiles arrive within ${DELIVERY.candidateProfilesHours} hours, and an engineer can start within ${weeksInWords(DELIVERY.staffStartWeeks)}. Whether they are productive in their first week, or still waiting for a VPN account in their third, depends mostly on what happens on the client’s side.`,
      ),
      p(
        'We have placed engineers into start-ups and large enterprises, into codebases built in-house and by other agencies. This is the plan we recommend to clients, and the one our own tech leads follow when they join a client’s team.',
      ),
      h2('Before day one'),
      p('Most lost time is waiting for access. Prepare it the week before:'),
      ul([
        [rt.bold('Accounts:'), ' chat, the code host, the issue tracker, the documentation, CI and a staging environment.'],
        [rt.bold('Hardware and VPN,'), ' if your security policy requires a company laptop.'],
        [rt.bold('A buddy:'), ' one engineer on your team who answers questions for the first two weeks and reviews the first pull requests.'],
        [rt.bold('A first ticket:'), ' a small, real change that touches the main code path and can ship within days.'],
        [rt.bold('A map of the system:'), ' one page on the services, where they run and who owns what.'],
      ]),
      h2('Week one: from a local setup to a merged change'),
      h3('Days one and two'),
      p(
        'Set up the development environment together with the buddy, following the README. Every step that is missing or wrong gets fixed in the README by the new engineer, so each onboarding improves the next one. Join the team’s rituals from the first day: stand-up, planning and the team channel.',
      ),
      h3('Days three to five'),
      p(
        'Ship the first ticket. The goal is not the change itself but the path it takes: branch, tests, review, CI and deployment to staging. By Friday the engineer has been through the whole delivery pipeline once, with help.',
      ),
      h2('Week two: owning a piece of work'),
      ul([
        'Take a real feature from the sprint, of the size the team would give any new colleague.',
        'Pair with the buddy on one task outside their area, such as a production issue or a database migration.',
        'Review other people’s pull requests: it is the fastest way to learn a codebase’s conventions.',
        'Present what they built at the sprint demo.',
      ]),
      h2('Signs that it is working'),
      p('At the end of the second week, check a few things with the engineer and the buddy:'),
      ul([
        'Changes merged to the main branch, at least one of them through the normal review process without pairing.',
        'Questions that have moved from “where is” to “why does”.',
        'No access requests still open.',
        'A corrected README and one improvement to the team’s documentation.',
      ]),
      p(
        'If these are missing, the cause is usually the environment rather than the engineer, so fix that first. If the fit is still wrong after that, replacing an engineer costs you nothing with us, and it is better done in week three than in month three.',
      ),
      quote('People learn a codebase by changing it. A week of reading documentation teaches less than one small change that ships.'),
      h2('The mistakes we see most often'),
      ul([
        'Treating augmented engineers as outsiders: separate channels, no invitation to planning, tickets thrown over the wall.',
        'No agreed overlap of working hours. Decide which hours overlap and which meetings fall in them.',
        'Several engineers starting on the same day with one buddy between them. Stagger the starts, or give each their own.',
        'Judging productivity in the first days by tickets closed instead of by how quickly blockers disappear.',
      ]),
      p(
        'Our ',
        link('/services/staff-augmentation', 'staff augmentation'),
        ` engineers, from junior developers to tech leads (${servicePriceLabel('staff-augmentation')}), arrive ready for this plan. `,
        link('/contact', 'Tell us who you need'),
        ` and you will have profiles within ${DELIVERY.candidateProfilesHours} hours.`,
      ),
    ),
  ],
};

/** Newest first, as Insights lists them. */
export const SEED_POSTS: readonly SeedPost[] = [
  augmentedOnboarding,
  ragWithCitations,
  kycConversions,
  discoveryPhase,
  fixedPriceOrTimeAndMaterials,
  howWeEstimate,
];
