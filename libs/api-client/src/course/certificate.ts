/**
 * Certificate progress (`/teachLearnCertificate`) and claiming the certificate. A claim before passing is refused by
 * the server with warning 601 `学分还没有达到，暂时不可以领取`, which the request layer shows.
 *
 *   useQuery(courseQueries.progress(onlineCourseId))
 *   useMutation(courseMutations.collectCertificate(onlineCourseId)).mutate({ onlineCourseCertificateCode })
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { coursePaths, type CertificateCollectBody, type CertificateProgress } from '@medteach/contract';
import { apiGet, apiPost } from '../core/http';
import { courseKeys, courseProgressKeys } from './keys';

export const getCertificateProgress = (onlineCourseId: number, signal?: AbortSignal) =>
  apiGet<CertificateProgress>(coursePaths.certificateProgress, { onlineCourseId }, { signal });
export const collectCertificate = (body: CertificateCollectBody) => apiPost<CertificateProgress>(coursePaths.certificateCollect, body);

export const certificateQueries = {
  progress: (onlineCourseId: number) =>
    queryOptions({ queryKey: courseKeys.progress(onlineCourseId), queryFn: ({ signal }) => getCertificateProgress(onlineCourseId, signal) }),
};

export const certificateMutations = {
  /** On success the progress reloads (spec §4 "after claim, progress reloads"). */
  collectCertificate: (onlineCourseId: number) =>
    mutationOptions({ mutationFn: collectCertificate, meta: { invalidates: courseProgressKeys(onlineCourseId) } }),
};
