import { builtInMetadata, builtInPage } from '@/features/pages/block-page';

export const generateMetadata = builtInMetadata('partners');
export default builtInPage('partners');
