import { builtInMetadata, builtInPage } from '@/features/pages/block-page';

export const generateMetadata = builtInMetadata('solutions/kyc-verification');
export default builtInPage('solutions/kyc-verification');
