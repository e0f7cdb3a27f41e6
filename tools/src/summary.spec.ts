import { summaryLines } from '../lib/summary.mjs';

describe('summaryLines', () => {
  it('keeps the Nx run-many summary and the failed task list', () => {
    const tail = [
      '> nx run contract:test',
      ' ✓ src/envelope.spec.ts (3 tests)',
      ' NX   Ran targets lint, typecheck, test for 14 projects (41s)',
      '',
      '   ✔  40/42 succeeded [12 read from cache]',
      '   ✖  2/42 targets failed, including the following:',
      '      - ui-kit:lint',
      '      - api-client:test',
    ];
    expect(summaryLines('nx', tail)).toEqual([
      'NX   Ran targets lint, typecheck, test for 14 projects (41s)',
      '✔  40/42 succeeded [12 read from cache]',
      '✖  2/42 targets failed, including the following:',
      '- ui-kit:lint',
      '- api-client:test',
    ]);
  });

  it('keeps the summary of a failed single-target run', () => {
    const tail = [
      '✓ built in 3.56s',
      ' NX   Running target build for 5 projects failed',
      'Failed tasks:',
      '- learner-h5:build',
      '- landing-pages:build',
      '  Run duration:      14.8s',
    ];
    expect(summaryLines('nx', tail)).toEqual(['NX   Running target build for 5 projects failed', 'Failed tasks:', '- learner-h5:build', '- landing-pages:build']);
  });

  it('keeps the Playwright counts and failed test titles', () => {
    const tail = [
      '  ✓  3 [phone-ios] › mobile/boot.spec.ts:12:3 › learner-h5 boots (1.2s)',
      '  1) [desktop] › admin/login.spec.ts:8:3 › admin logs in ──────',
      '    Error: expect(locator).toBeVisible() failed',
      '  1 failed',
      '    [desktop] › admin/login.spec.ts:8:3 › admin logs in ──────────',
      '  23 passed (1.1m)',
    ];
    expect(summaryLines('playwright', tail)).toEqual([
      '1 failed',
      '[desktop] › admin/login.spec.ts:8:3 › admin logs in ──────────',
      '23 passed (1.1m)',
    ]);
  });
});
