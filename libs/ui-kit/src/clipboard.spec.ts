import { copyText } from './clipboard';

/** jsdom has no Clipboard API; a test gives the page one (or none). */
const setClipboard = (clipboard: unknown) => Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

describe('copy', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setClipboard(undefined);
  });

  it('uses the Clipboard API when allowed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    expect(await copyText('YC2026')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('YC2026');
  });

  it('falls back to execCommand when the API is refused, and reports failure when both fail', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const exec = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    expect(await copyText('YC2026')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    exec.mockReturnValue(false);
    expect(await copyText('YC2026')).toBe(false);
  });
});
