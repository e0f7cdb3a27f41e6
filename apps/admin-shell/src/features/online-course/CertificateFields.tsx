import { Form, Input, Typography } from 'antd';
import { resolveFileUrl } from '@medteach/api-client';
import { CERTIFICATE_TEMPLATE, CERTIFICATE_IMAGE_EXTENSIONS, DEFAULT_CERTIFICATE_BACKGROUND } from '@medteach/contract';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { courseText as text } from './messages';
import type { CourseFormValues } from './CourseFields';
import styles from './online-course.module.css';

const t = text.certificate;
/** The preview is half the certificate's size, as the phone shows it (spec §2). */
const PREVIEW_SCALE = 0.5;
const ONE_IMAGE = { maxFiles: 1, types: CERTIFICATE_IMAGE_EXTENSIONS };

/**
 * 证书模板: what /teachLearnCertificate draws the learner's certificate on (the background) and the period it prints.
 * The preview places the phone's lines at the template's positions (CERTIFICATE_TEMPLATE).
 */
export function CertificateFields({ courseName = '' }: { courseName?: string }) {
  const form = Form.useFormInstance<CourseFormValues>();
  const background = Form.useWatch('certificateFileUrl', form) ?? '';
  const courseTime = Form.useWatch('certificateCourseTime', form) ?? '';
  const period = Form.useWatch('period', form);
  const name = Form.useWatch('onlineCourseName', form) || courseName;
  const fallbackTime = period ? `${period[0].format('YYYY-MM-DD')} 至 ${period[1].format('YYYY-MM-DD')}` : '';
  const line = (y: number) => ({ top: y * PREVIEW_SCALE });

  return (
    <>
      <Form.Item
        name="certificateFileUrl"
        label={t.background}
        extra={t.backgroundTip}
        getValueProps={(url: string) => ({ value: url ? [url] : [] })}
        normalize={(urls: string[]) => urls.at(-1) ?? ''}
      >
        <ImageUpload rules={ONE_IMAGE} />
      </Form.Item>
      <Form.Item name="certificateCourseTime" label={t.courseTime}>
        <Input maxLength={50} allowClear placeholder={t.courseTimePlaceholder(fallbackTime)} />
      </Form.Item>
      <Form.Item label={t.previewLabel} extra={t.preview}>
        <figure
          className={styles.certificate}
          style={{ width: CERTIFICATE_TEMPLATE.width * PREVIEW_SCALE, height: CERTIFICATE_TEMPLATE.height * PREVIEW_SCALE }}
          aria-label={t.preview}
        >
          <img src={resolveFileUrl(background || DEFAULT_CERTIFICATE_BACKGROUND)} alt="" />
          <Typography.Text strong className={styles.certificateLine} style={{ ...line(CERTIFICATE_TEMPLATE.nameY), fontSize: 20 }}>
            {t.sampleName}
          </Typography.Text>
          <span className={styles.certificateLine} style={{ ...line(CERTIFICATE_TEMPLATE.courseY), fontSize: 12 }}>
            {t.completed(name)}
          </span>
          <span className={styles.certificateLine} style={{ ...line(CERTIFICATE_TEMPLATE.timeY), fontSize: 10 }}>
            {t.time(courseTime || fallbackTime)}
          </span>
          <span className={styles.certificateLine} style={{ ...line(CERTIFICATE_TEMPLATE.codeY), fontSize: 8 }}>
            {t.code}
          </span>
        </figure>
      </Form.Item>
    </>
  );
}
