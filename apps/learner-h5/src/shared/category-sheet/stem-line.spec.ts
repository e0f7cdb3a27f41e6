import { stemFirstLine } from './stem-line';

describe('stemFirstLine', () => {
  it('is the first non-empty line of the rich text, as plain text', () => {
    expect(stemFirstLine('<p><br></p><p>男，45岁。<b>咳嗽</b>3天</p><p>最可能的诊断是</p>')).toBe('男，45岁。咳嗽3天');
    expect(stemFirstLine('患者发热<br/>伴寒战')).toBe('患者发热');
  });
  it('never keeps markup or runs it', () => {
    expect(stemFirstLine('<img src=x onerror="window.__stemPwned=1">胸痛<script>window.__stemPwned=2</script>')).toBe('胸痛');
    expect((window as unknown as { __stemPwned?: number }).__stemPwned).toBeUndefined();
  });
  it('empty for no stem', () => {
    expect(stemFirstLine('')).toBe('');
  });
});
