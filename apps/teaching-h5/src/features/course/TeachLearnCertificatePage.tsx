import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, ProgressBar } from 'antd-mobile';
import { courseMutations, courseQueries, resolveFileUrl } from '@medteach/api-client';
import { CERTIFICATE_TEMPLATE, type CertificateProgress } from '@medteach/contract';
import { PageHeader, toast } from '@medteach/ui-kit';
import { QueryStatus } from '../../shared/QueryStatus';
import { link, numberParam } from '../../shared/link';
import { certificateButton, creditPercent, creditTip } from './course-rules';
import { courseText } from './messages';
import { useCertificateImage } from './useCertificateImage';
import styles from './course.module.css';

/**
 * /teachLearnCertificate?onlineCourseId — 学分详情 (spec §2): my credits against the course minimum, the
 * certificate generated from the learner's data, 领取证书 / 下载证书 (spec §4), and the learner's other courses.
 */
export default function TeachLearnCertificatePage() {
  const [query] = useSearchParams();
  const onlineCourseId = numberParam(query, 'onlineCourseId') ?? 0;
  const progress = useQuery(courseQueries.progress(onlineCourseId));
  return (
    <main className={styles.page}>
      <PageHeader title={courseText.certificateTitle} />
      <QueryStatus query={progress}>{(p) => <CertificateDetail progress={p} />}</QueryStatus>
    </main>
  );
}

function CertificateDetail({ progress }: { progress: CertificateProgress }) {
  return (
    <>
      <section className={styles.card} aria-label={courseText.myCredits}>
        <h2 className={styles.cardTitle}>{progress.onlineCourseName}</h2>
        <div className={styles.creditRow}>
          <span>{courseText.myCredits}</span>
          <strong className={styles.creditValue}>{courseText.progressValue(progress.earnedScore, progress.minimumScore)}</strong>
        </div>
        <ProgressBar percent={creditPercent(progress)} aria-label={courseText.minimumCredits(progress.minimumScore)} />
        <p className={styles.tip}>{creditTip(progress)}</p>
      </section>
      {progress.onlineCourseCertificateCode && <Certificate progress={progress} code={progress.onlineCourseCertificateCode} />}
      {progress.onlineCourseList.length > 0 && (
        <section className={styles.card} aria-label={courseText.relatedCourses}>
          <h2 className={styles.cardTitle}>{courseText.relatedCourses}</h2>
          <ul className={styles.related}>
            {progress.onlineCourseList.map((c) => (
              <li key={c.onlineCourseId}>
                <Link replace to={link('/teachLearnCertificate', { onlineCourseId: c.onlineCourseId })}>
                  <span className={styles.relatedName}>{c.onlineCourseName}</span>
                  <span className={styles.relatedTime}>
                    {c.startTime.slice(0, 10)} ~ {c.endTime.slice(0, 10)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Spec §2: the certificate preview image is shown at half its size. */
const PREVIEW_SCALE = 0.5;
const PREVIEW_SIZE = { width: CERTIFICATE_TEMPLATE.width * PREVIEW_SCALE, aspectRatio: `${CERTIFICATE_TEMPLATE.width} / ${CERTIFICATE_TEMPLATE.height}` };

/** Phones cannot follow a download link in a web view: the learner long-presses the image instead (spec §2). */
const isPhone = () => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

function Certificate({ progress, code }: { progress: CertificateProgress; code: string }) {
  const image = useCertificateImage(
    { realName: progress.realName, onlineCourseName: progress.onlineCourseName, courseTime: progress.courseTime, onlineCourseCertificateCode: code },
    resolveFileUrl(progress.fileUrl),
  );
  const collect = useMutation(courseMutations.collectCertificate(progress.onlineCourseId));
  const button = certificateButton(progress);

  const claim = async () => {
    // Spec §4/§5: only a learner who passed may claim; the server refuses the others the same way.
    if (!progress.isPass) return toast(courseText.notPassed);
    await collect.mutateAsync({ onlineCourseCertificateCode: code });
    toast(courseText.claimed);
  };

  return (
    <section className={styles.card} aria-label={courseText.certificatePreview}>
      <h2 className={styles.cardTitle}>{courseText.certificatePreview}</h2>
      <div className={styles.certificateFrame} style={PREVIEW_SIZE}>
        {image && <img className={styles.certificateImage} src={image} alt={courseText.certificateAlt(progress.onlineCourseName)} />}
      </div>
      {button === 'claim' && (
        <Button block color="primary" loading={collect.isPending} onClick={() => void claim().catch(() => undefined)}>
          {courseText.claim}
        </Button>
      )}
      {button === 'download' && image && (
        <>
          <a className={styles.downloadButton} href={image} download={courseText.certificate.fileName(progress.onlineCourseName)}>
            {courseText.download}
          </a>
          {isPhone() && <p className={styles.tip}>{courseText.longPressToSave}</p>}
        </>
      )}
    </section>
  );
}
