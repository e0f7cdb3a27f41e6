import { CERTIFICATE_TEMPLATE } from '@medteach/contract';
import { courseText } from './messages';

/** What is printed on a learner's certificate (spec §2: real name, course, course time; issue 5: certificate code). */
export interface CertificateData {
  realName: string;
  onlineCourseName: string;
  courseTime: string;
  onlineCourseCertificateCode: string;
}

/** The part of CanvasRenderingContext2D the drawing uses (tests hand in a recorder). */
export type CertificateContext = Pick<
  CanvasRenderingContext2D,
  'drawImage' | 'fillRect' | 'strokeRect' | 'fillText' | 'font' | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'textAlign' | 'textBaseline'
>;

const FONT_FAMILY = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
/** Text never runs into the template's double frame. */
const TEXT_MAX_WIDTH = CERTIFICATE_TEMPLATE.width - 160;
const INK = '#5c3a0e';
const MUTED = '#8a6d3b';
/** Drawn when the template image cannot be loaded, so the certificate stays readable. */
const FALLBACK = { paper: '#fff9ee', frame: '#b8860b', frameInset: 16, frameWidth: 6 } as const;

/**
 * Draws the certificate at template size: the template (or a plain frame), then the learner's name above the
 * template's rule and the course, time and code below it, at the CERTIFICATE_TEMPLATE positions.
 */
export function drawCertificate(ctx: CertificateContext, data: CertificateData, template: CanvasImageSource | null): void {
  const { width, height } = CERTIFICATE_TEMPLATE;
  if (template) {
    ctx.drawImage(template, 0, 0, width, height);
  } else {
    ctx.fillStyle = FALLBACK.paper;
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = FALLBACK.frame;
    ctx.lineWidth = FALLBACK.frameWidth;
    ctx.strokeRect(FALLBACK.frameInset, FALLBACK.frameInset, width - 2 * FALLBACK.frameInset, height - 2 * FALLBACK.frameInset);
  }
  const centre = width / 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const line = (text: string, y: number, size: number, color: string, bold = false) => {
    ctx.font = `${bold ? 'bold ' : ''}${size}px ${FONT_FAMILY}`;
    ctx.fillStyle = color;
    ctx.fillText(text, centre, y, TEXT_MAX_WIDTH);
  };
  line(data.realName, CERTIFICATE_TEMPLATE.nameY, 40, INK, true);
  line(courseText.certificate.completed(data.onlineCourseName), CERTIFICATE_TEMPLATE.courseY, 24, INK);
  line(courseText.certificate.time(data.courseTime), CERTIFICATE_TEMPLATE.timeY, 20, MUTED);
  line(courseText.certificate.code(data.onlineCourseCertificateCode), CERTIFICATE_TEMPLATE.codeY, 16, MUTED);
}

/** Loads the template for drawing; CORS-enabled so a file host on another origin does not taint the canvas. */
export function loadTemplate(url: string): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** The certificate as a PNG data URL (shown as an <img>, so phones can long-press it, and downloadable). */
export function renderCertificate(data: CertificateData, template: CanvasImageSource | null): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = CERTIFICATE_TEMPLATE.width;
  canvas.height = CERTIFICATE_TEMPLATE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  drawCertificate(ctx, data, template);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    // A tainted canvas (template from a host without CORS): draw again without it.
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawCertificate(ctx, data, null);
    return canvas.toDataURL('image/png');
  }
}
