import { attachmentKind, fileExtension, parseAttachments } from './attachment';
import { DEFAULT_FONT_SIZE, fontScale } from './font-size';
import { keyToQuestionAction } from './keyboard';
import { categoryEntry, FREE_QUESTION_COUNT, isCategoryLocked, isQuestionOpen } from './lock';
import { decideSwipe, SWIPE_THRESHOLD_PX } from './swipe';
import { isExplanationVisible, isFinishButtonVisible } from './visibility';

describe('topic lock', () => {
  it('opens only the first 5 questions until unlocked', () => {
    expect(FREE_QUESTION_COUNT).toBe(5);
    expect([0, 4, 5, 99].map((i) => isQuestionOpen(i, false))).toEqual([true, true, false, false]);
    expect(isQuestionOpen(99, true)).toBe(true);
  });

  it('locks a category unless unlocked, or demo at index 0', () => {
    expect(isCategoryLocked({ isUnlock: 0, isDemo: 1 }, 0)).toBe(false);
    expect(isCategoryLocked({ isUnlock: 0, isDemo: 1 }, 1)).toBe(true);
    expect(isCategoryLocked({ isUnlock: false, isDemo: 0 }, 0)).toBe(true);
    expect(isCategoryLocked({ isUnlock: '1', isDemo: 0 }, 3)).toBe(false);
  });

  it('sends locked and empty sub-categories to the bridge instead of practice', () => {
    expect(categoryEntry({ isUnlock: 1, totalNum: 12 }, 2)).toBe('open');
    expect(categoryEntry({ isUnlock: 1, totalNum: 0 }, 2)).toBe('empty');
    expect(categoryEntry({ isUnlock: 0, totalNum: 12 }, 2)).toBe('locked');
  });
});

describe('swipe', () => {
  it('moves only when horizontal movement wins and passes the threshold', () => {
    expect(decideSwipe(-80, 10, SWIPE_THRESHOLD_PX)).toBe('next');
    expect(decideSwipe(80, -10, SWIPE_THRESHOLD_PX)).toBe('prev');
    expect(decideSwipe(-80, 90, SWIPE_THRESHOLD_PX)).toBeNull();
    expect(decideSwipe(-50, 0, SWIPE_THRESHOLD_PX)).toBeNull();
    expect(decideSwipe(-20, 5)).toBe('next');
    expect(decideSwipe(0, 0)).toBeNull();
  });
});

describe('font sizes', () => {
  it('follows spec §9 with medium as default', () => {
    expect(DEFAULT_FONT_SIZE).toBe('medium');
    expect(fontScale('small')).toEqual({ label: 10, body: 12, stem: 14 });
    expect(fontScale(undefined)).toEqual({ label: 12, body: 14, stem: 16 });
    expect(fontScale('large')).toEqual({ label: 14, body: 16, stem: 18 });
  });
});

describe('attachments', () => {
  it('classifies by extension, ignoring case, query and fragment', () => {
    expect(['a.PNG', 'b.svg', 'c.flac', 'd.m4a', 'e.mkv', 'f.mov?x=1', 'g.pdf', 'noext', '/dir.v2/file'].map(attachmentKind)).toEqual([
      'image', 'image', 'audio', 'audio', 'video', 'video', 'file', 'file', 'file',
    ]);
    expect(fileExtension('/file/x.tar.GZ#top')).toBe('gz');
  });

  it('splits comma-separated fileUrl', () => {
    expect(parseAttachments(' /file/a.jpg ,, /file/b.wav')).toEqual([
      { url: '/file/a.jpg', kind: 'image' },
      { url: '/file/b.wav', kind: 'audio' },
    ]);
    expect(parseAttachments(null)).toEqual([]);
    // Other schemes are not files: they never become a link or a media source.
    expect(parseAttachments('javascript:alert(1),JAVA\tSCRIPT:x.png, data:text/html;base64;x.png,/file/ok.png')).toEqual([{ url: '/file/ok.png', kind: 'image' }]);
    expect(parseAttachments('https://cdn.example.com/a.mp4,//cdn.example.com/b.mp3').map((a) => a.kind)).toEqual(['video', 'audio']);
  });
});

describe('visibility', () => {
  it('shows 试题详解 only with analysis and (teacher or finished)', () => {
    expect(isExplanationVisible({ analysis: '解析', isTeacher: true, finished: false })).toBe(true);
    expect(isExplanationVisible({ analysis: '解析', isTeacher: false, finished: true })).toBe(true);
    expect(isExplanationVisible({ analysis: '解析', isTeacher: false, finished: false })).toBe(false);
    expect(isExplanationVisible({ analysis: '  ', isTeacher: true, finished: true })).toBe(false);
  });

  it('shows 提交答案 on the last question for a student who has not finished', () => {
    expect(isFinishButtonVisible({ isTeacher: false, finished: false, isLast: true })).toBe(true);
    expect(isFinishButtonVisible({ isTeacher: false, finished: false, isLast: false })).toBe(false);
    expect(isFinishButtonVisible({ isTeacher: false, finished: true, isLast: true })).toBe(false);
    expect(isFinishButtonVisible({ isTeacher: true, finished: false, isLast: true })).toBe(false);
  });
});

describe('keyboard mapping', () => {
  it('maps 1–9 and A–I to option positions', () => {
    expect(keyToQuestionAction({ key: '1' })).toEqual({ type: 'pick', optionIndex: 0 });
    expect(keyToQuestionAction({ key: '9' })).toEqual({ type: 'pick', optionIndex: 8 });
    expect(keyToQuestionAction({ key: 'c' })).toEqual({ type: 'pick', optionIndex: 2 });
    expect(keyToQuestionAction({ key: 'I' })).toEqual({ type: 'pick', optionIndex: 8 });
    expect(keyToQuestionAction({ key: 'j' })).toBeNull();
    expect(keyToQuestionAction({ key: '0' })).toBeNull();
  });

  it('maps Enter and arrows, but leaves typing and shortcuts alone', () => {
    expect(keyToQuestionAction({ key: 'Enter' })).toEqual({ type: 'submit' });
    expect(keyToQuestionAction({ key: 'Enter', targetTag: 'input' })).toEqual({ type: 'submit' });
    expect(keyToQuestionAction({ key: 'Enter', targetTag: 'TEXTAREA' })).toBeNull();
    expect(keyToQuestionAction({ key: 'Enter', targetTag: 'BUTTON' })).toBeNull();
    expect(keyToQuestionAction({ key: 'ArrowLeft' })).toEqual({ type: 'prev' });
    expect(keyToQuestionAction({ key: 'ArrowRight' })).toEqual({ type: 'next' });
    expect(keyToQuestionAction({ key: 'a', targetTag: 'INPUT' })).toBeNull();
    expect(keyToQuestionAction({ key: 'ArrowLeft', targetTag: 'TEXTAREA' })).toBeNull();
    expect(keyToQuestionAction({ key: 'c', ctrlKey: true })).toBeNull();
  });
});
