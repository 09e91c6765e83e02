import { builtInPage } from '@/features/pages/block-page';
import { insightsMetadata } from '@/features/posts/index-metadata';

export const generateMetadata = insightsMetadata;
export default builtInPage('insights');
