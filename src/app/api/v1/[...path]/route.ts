// The content API (decision 087): every address under /api/v1 goes to one dispatcher, whose list
// of operations is also the OpenAPI document (src/features/api).
import { dispatch } from '@/features/api/dispatch';

export const dynamic = 'force-dynamic';

export const GET = dispatch;
export const POST = dispatch;
export const PATCH = dispatch;
export const DELETE = dispatch;
