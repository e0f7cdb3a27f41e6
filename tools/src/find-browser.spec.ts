import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrowser } from '../find-browser.mjs';

describe('findBrowser', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-browser-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prefers an executable named by CHROMIUM_PATH over everything else', () => {
    const exe = join(dir, 'my-chrome');
    writeFileSync(exe, '#!/bin/sh\n');
    chmodSync(exe, 0o755);
    expect(findBrowser({ CHROMIUM_PATH: exe, PATH: '' })).toBe(exe);
  });

  it('honours PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH too', () => {
    const exe = join(dir, 'pw-chrome');
    writeFileSync(exe, '#!/bin/sh\n');
    chmodSync(exe, 0o755);
    expect(findBrowser({ PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: exe, PATH: '' })).toBe(exe);
  });

  it('refuses an explicit path that is not executable instead of silently picking another browser', () => {
    const file = join(dir, 'not-executable');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    expect(() => findBrowser({ CHROMIUM_PATH: file })).toThrow(/CHROMIUM_PATH=.*not an executable/);
  });
});
