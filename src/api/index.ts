export { createApiService } from './createApiService.ts';
export type { ApiServiceOptions, XhrLike } from './types.ts';
