import { builtInMetadata, builtInPage } from '@/features/pages/block-page';

export const generateMetadata = builtInMetadata('services');
export default builtInPage('services');
