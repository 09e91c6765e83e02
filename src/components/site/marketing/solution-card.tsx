import { CheckList, TagList } from '@/components/site/sections';
import type { Solution } from '@/content/solutions';
import { IconCard } from './icon-card';

/** One solution: what it is, its key features and the technologies behind it. */
export function SolutionCard({ solution }: { solution: Solution }) {
  return (
    <IconCard icon={solution.icon} title={solution.title} description={solution.description}>
      <h4 className="mt-6 text-sm font-semibold text-white">Key Features</h4>
      <CheckList items={solution.features} className="mt-3 flex-1" />
      <h4 className="mt-6 text-sm font-semibold text-white">Technologies</h4>
      <div className="mt-3">
        <TagList items={solution.technologies} label={`${solution.title} technologies`} />
      </div>
    </IconCard>
  );
}
