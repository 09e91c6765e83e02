import { builtInMetadata, builtInPage } from '@/features/pages/block-page';

export const generateMetadata = builtInMetadata('industries');
export default builtInPage('industries');
