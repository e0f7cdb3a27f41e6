import { useEffect, useState } from 'react';
import { loadTemplate, renderCertificate, type CertificateData } from './certificate-canvas';

/**
 * The learner's certificate as a PNG data URL, drawn on a canvas from their data over the template (null while
 * drawing or without data). Redrawn when any printed field changes.
 */
export function useCertificateImage(data: CertificateData | null, templateUrl: string): string | null {
  const [image, setImage] = useState<{ key: string; url: string | null } | null>(null);
  const key = data ? JSON.stringify([data.realName, data.onlineCourseName, data.courseTime, data.onlineCourseCertificateCode, templateUrl]) : '';

  useEffect(() => {
    if (!data) return;
    let current = true;
    void loadTemplate(templateUrl).then((template) => {
      if (current) setImage({ key, url: renderCertificate(data, template) });
    });
    return () => {
      current = false;
    };
    // `key` stands for every field of `data` that is printed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return image && image.key === key ? image.url : null;
}
