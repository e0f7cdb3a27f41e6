import { CERTIFICATE_TEMPLATE } from '@medteach/contract';
import { drawCertificate, renderCertificate, type CertificateContext } from './certificate-canvas';

const data = { realName: '张伟', onlineCourseName: '内科学临床思维', courseTime: '2026-03-01 至 2026-12-31', onlineCourseCertificateCode: 'MT-2026-000001' };

/** Records what is drawn, in order. */
function recorder() {
  const calls: { op: string; args: unknown[]; font?: string }[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    drawImage: (...args: unknown[]) => calls.push({ op: 'drawImage', args }),
    fillRect: (...args: unknown[]) => calls.push({ op: 'fillRect', args }),
    strokeRect: (...args: unknown[]) => calls.push({ op: 'strokeRect', args }),
    clearRect: (...args: unknown[]) => calls.push({ op: 'clearRect', args }),
    fillText(...args: unknown[]) {
      calls.push({ op: 'fillText', args, font: this.font });
    },
  };
  return { ctx, calls };
}

describe('certificate drawing', () => {
  it('draws the template, then name, course, time and code at the template positions', () => {
    const { ctx, calls } = recorder();
    const template = {} as CanvasImageSource;
    drawCertificate(ctx as unknown as CertificateContext, data, template);
    expect(calls[0]).toEqual({ op: 'drawImage', args: [template, 0, 0, CERTIFICATE_TEMPLATE.width, CERTIFICATE_TEMPLATE.height] });
    const texts = calls.filter((c) => c.op === 'fillText').map((c) => [c.args[0], c.args[2]]);
    expect(texts).toEqual([
      ['张伟', CERTIFICATE_TEMPLATE.nameY],
      ['已完成《内科学临床思维》课程学习，特发此证。', CERTIFICATE_TEMPLATE.courseY],
      ['课程时间：2026-03-01 至 2026-12-31', CERTIFICATE_TEMPLATE.timeY],
      ['证书编号：MT-2026-000001', CERTIFICATE_TEMPLATE.codeY],
    ]);
    expect(calls.find((c) => c.args[0] === '张伟')?.font).toMatch(/^bold 40px/);
  });

  it('draws a plain frame when the template did not load', () => {
    const { ctx, calls } = recorder();
    drawCertificate(ctx as unknown as CertificateContext, data, null);
    expect(calls.map((c) => c.op).slice(0, 2)).toEqual(['fillRect', 'strokeRect']);
    expect(calls.some((c) => c.op === 'drawImage')).toBe(false);
  });

  it('renders a template-sized canvas to a PNG data URL', () => {
    const { ctx, calls } = recorder();
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement, type?: string) {
      return `data:${type};${this.width}x${this.height}`;
    });
    expect(renderCertificate(data, null)).toBe(`data:image/png;${CERTIFICATE_TEMPLATE.width}x${CERTIFICATE_TEMPLATE.height}`);
    expect(calls.filter((c) => c.op === 'fillText')).toHaveLength(4);
    getContext.mockRestore();
    toDataURL.mockRestore();
  });
});
