import type { Route } from '../route';
import { complaintRoutes } from './complaints';
import { confirmRoutes } from './confirm';
import { contractRoutes } from './contract';
import { loanRoutes } from './loans';
import { paymentRoutes } from './payment';
import { promotionRoutes } from './promotion';
import { uploadRoutes } from './upload';

/** Every §7 endpoint, one flat table; the server dispatches on `path`. */
export const ROUTES: readonly Route[] = [
  ...complaintRoutes,
  ...uploadRoutes,
  ...contractRoutes,
  ...paymentRoutes,
  ...promotionRoutes,
  ...loanRoutes,
  ...confirmRoutes,
];
