import type { Route } from '../route.ts';
import { complaintRoutes } from './complaints.ts';
import { confirmRoutes } from './confirm.ts';
import { contractRoutes } from './contract.ts';
import { loanRoutes } from './loans.ts';
import { paymentRoutes } from './payment.ts';
import { promotionRoutes } from './promotion.ts';
import { uploadRoutes } from './upload.ts';

/** Every endpoint of pages.yaml, one flat table; the server dispatches on `path`. */
export const ROUTES: readonly Route[] = [
  ...complaintRoutes,
  ...uploadRoutes,
  ...contractRoutes,
  ...paymentRoutes,
  ...promotionRoutes,
  ...loanRoutes,
  ...confirmRoutes,
];
