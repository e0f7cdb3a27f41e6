import { link } from '../common/link';

/** One student's hand-in, opened from /checkStudentHomework. */
export const homeworkReviewLink = (planDetailId: number, userId: number) => link('/homeworkReview', { planDetailId, userId });
