import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, ProgressBar, Tag } from 'antd-mobile';
import type { MyCertificate } from '@medteach/contract';
import { PageHeader, QueryStatus } from '@medteach/ui-kit';
import { certificateQueries } from './api';
import { certificatesText as text } from './messages';

/**
 * The course's certificate screen in the teaching app (spec §2 /teachLearnCertificate), served next to this one — the
 * home's 课程 tab links the same way (CourseTab's teachingAppLink, not imported: that would split it out of the home's
 * chunk and add a file to the home's entry route).
 */
export const certificateLinkOf = (c: Pick<MyCertificate, 'onlineCourseId'>) =>
  `${window.location.pathname.replace(/\/learner\/?.*$/, '')}/teaching/#/teachLearnCertificate?onlineCourseId=${c.onlineCourseId}`;

function StatusTag({ certificate: c }: { certificate: MyCertificate }) {
  if (c.isCollect) return <Tag color="success">{text.collected}</Tag>;
  if (c.isPass) return <Tag color="warning">{text.claimable}</Tag>;
  return <span style={{ fontSize: 13, fontVariantNumeric: 'tabular-nums' }}>{text.credits(c.earnedScore, c.minimumScore)}</span>;
}

function CertificateItem({ certificate: c }: { certificate: MyCertificate }) {
  const percent = c.minimumScore > 0 ? Math.min(100, Math.round((c.earnedScore / c.minimumScore) * 100)) : 100;
  return (
    <List.Item
      arrowIcon
      aria-label={text.openLabel(c.onlineCourseName)}
      onClick={() => window.location.assign(certificateLinkOf(c))}
      extra={<StatusTag certificate={c} />}
      description={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, fontVariantNumeric: 'tabular-nums' }}>
          {!c.isCollect && (
            <div aria-hidden>
              <ProgressBar percent={percent} style={{ '--track-width': '4px' }} />
            </div>
          )}
          <span>{c.code ? text.code(c.code) : text.noCode}</span>
          {c.collectTime && <span>{text.collectedAt(c.collectTime)}</span>}
        </div>
      }
    >
      {c.onlineCourseName}
    </List.Item>
  );
}

/**
 * 我的证书 (issue 18, 我的 tab) `#/certificates`: the certificates of the student's online courses — collected, ready to
 * collect, or the credits still to earn; a row opens the course's certificate screen in the teaching app.
 */
export default function CertificatesPage() {
  const certificates = useQuery(certificateQueries.list());
  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', paddingBottom: 16 }}>
      <PageHeader title={text.title} />
      <QueryStatus query={certificates} empty={<ErrorBlock status="empty" title={text.empty} description={text.emptyHint} style={{ padding: '48px 16px' }} />}>
        {(list) => (
          <section aria-label={text.title}>
            <List mode="card">
              {list.map((c) => (
                <CertificateItem key={c.onlineCourseId} certificate={c} />
              ))}
            </List>
          </section>
        )}
      </QueryStatus>
    </main>
  );
}
