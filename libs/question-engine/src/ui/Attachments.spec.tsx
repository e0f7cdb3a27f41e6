import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAttachments } from '../model/attachment';
import { Attachments } from './Attachments';

describe('Attachments', () => {
  let play: ReturnType<typeof vi.spyOn>;
  let pause: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    // jsdom has no media playback.
    play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup(); // unmount (which pauses media) while the media mocks are still in place
    vi.restoreAllMocks();
  });

  it('renders each kind by extension and zooms images', async () => {
    const user = userEvent.setup();
    const onZoomImage = vi.fn();
    const { container } = render(
      <Attachments attachments={parseAttachments('/file/ecg.png,/file/heart.mp3,/file/echo.mp4,/file/guide.pdf')} fontSize={14} onZoomImage={onZoomImage} />,
    );
    expect(screen.getByRole('img', { name: '试题图片' })).toHaveAttribute('src', '/file/ecg.png');
    expect(container.querySelector('audio')).toHaveAttribute('src', '/file/heart.mp3');
    expect(container.querySelector('video[aria-label="试题视频"]')).toHaveAttribute('src', '/file/echo.mp4');
    expect(screen.getByRole('link', { name: '查看附件' })).toHaveAttribute('href', '/file/guide.pdf');

    await user.click(screen.getByRole('button', { name: '查看大图' }));
    expect(onZoomImage).toHaveBeenCalledWith('/file/ecg.png');
  });

  it('opens the antd-mobile ImageViewer by default', async () => {
    const user = userEvent.setup();
    render(<Attachments attachments={parseAttachments('/file/xray.jpg')} fontSize={14} />);
    await user.click(screen.getByRole('button', { name: '查看大图' }));
    // The viewer renders the image a second time, in a portal on document.body.
    await waitFor(() => expect(document.body.querySelectorAll('img[src="/file/xray.jpg"]').length).toBeGreaterThan(1), { timeout: 3000 });
  });

  it('plays, pauses and rewinds audio when it ends', async () => {
    const user = userEvent.setup();
    const { container } = render(<Attachments attachments={parseAttachments('/file/heart.mp3')} fontSize={14} />);
    const audio = container.querySelector('audio') as HTMLAudioElement;

    await user.click(screen.getByRole('button', { name: '播放音频' }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '暂停音频' }));
    expect(pause).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '播放音频' }));
    audio.currentTime = 12;
    fireEvent.ended(audio);
    expect(audio.currentTime).toBe(0);
    expect(screen.getByRole('button', { name: '播放音频' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the player as stopped when the browser refuses to play', async () => {
    play.mockRejectedValue(new Error('NotAllowedError'));
    const user = userEvent.setup();
    render(<Attachments attachments={parseAttachments('/file/heart.mp3')} fontSize={14} />);
    await user.click(screen.getByRole('button', { name: '播放音频' }));
    expect(await screen.findByRole('button', { name: '播放音频' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stops and rewinds media when the question changes', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<Attachments key="q1" attachments={parseAttachments('/file/a.mp3')} fontSize={14} />);
    await user.click(screen.getByRole('button', { name: '播放音频' }));
    const first = container.querySelector('audio') as HTMLAudioElement;
    first.currentTime = 5;
    pause.mockClear();

    rerender(<Attachments key="q2" attachments={parseAttachments('/file/b.mp3')} fontSize={14} />);

    expect(pause).toHaveBeenCalled();
    expect(first.currentTime).toBe(0);
    expect(screen.getByRole('button', { name: '播放音频' })).toHaveAttribute('aria-pressed', 'false');
  });
});
