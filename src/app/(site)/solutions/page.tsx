import { builtInMetadata, builtInPage } from '@/features/pages/block-page';

export const generateMetadata = builtInMetadata('solutions');
export default builtInPage('solutions');
