import { link } from '../../shared/link';

export const signInLinks = {
  /** The teacher's code screen (a route of its own, lazy: it carries the QR library). */
  code: (planId: number | null, planDetailId: number) => link('/signInCode', { planId, planDetailId }),
  students: (planId: number | null, planDetailId: number) => link('/checkStudent', { planId, planDetailId }),
};
