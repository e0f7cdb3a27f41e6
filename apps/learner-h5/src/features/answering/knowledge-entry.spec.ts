import { parseAnsweringParams } from './answering-params';
import { knowledgeIdOf, knowledgeOutcome, openKnowledgeInNative, showsKnowledgeEntry } from './knowledge-entry';

const params = (query: string) => parseAnsweringParams(new URLSearchParams(query));

describe('knowledge entry (spec §6)', () => {
  it('shows only in topic practice with majorType 1 and a code other than 6', () => {
    expect(showsKnowledgeEntry(params('name=topic&majorType=1&code=3'))).toBe(true);
    expect(showsKnowledgeEntry(params('name=topic&majorType=1'))).toBe(true);
    expect(showsKnowledgeEntry(params('name=topic&majorType=1&code=6'))).toBe(false);
    expect(showsKnowledgeEntry(params('name=topic&majorType=2&code=3'))).toBe(false);
    expect(showsKnowledgeEntry(params('name=topic&code=3'))).toBe(false);
    expect(showsKnowledgeEntry(params('name=collect&majorType=1'))).toBe(false);
    expect(showsKnowledgeEntry(params('name=topic&majorType=1&studyPaperId=4'))).toBe(false);
  });

  it('reads the linked knowledge id, ignoring junk', () => {
    expect(knowledgeIdOf({ id: 1, knowledgeId: 7 })).toBe(7);
    expect(knowledgeIdOf({ id: 1, knowledgeId: '12' })).toBe(12);
    expect(knowledgeIdOf({ id: 1, knowledgeId: 0 })).toBeUndefined();
    expect(knowledgeIdOf({ id: 1, knowledgeId: 'x' })).toBeUndefined();
    expect(knowledgeIdOf({ id: 1, knowledgeId: null })).toBeUndefined();
    expect(knowledgeIdOf({ id: 1 })).toBeUndefined();
  });

  it('opens /medical only when unlocked and linked; otherwise native takes over', () => {
    expect(knowledgeOutcome({ id: 1, knowledgeId: 4 }, true)).toEqual({ kind: 'page', to: '/medical?id=4' });
    expect(knowledgeOutcome({ id: 1, knowledgeId: 4 }, false)).toEqual({ kind: 'bridge' });
    expect(knowledgeOutcome({ id: 1 }, true)).toEqual({ kind: 'bridge' });
  });

  it('without a native host (issue 18) opens a linked article locked or not, and has nothing else to open', () => {
    expect(knowledgeOutcome({ id: 1, knowledgeId: 4 }, false, false)).toEqual({ kind: 'page', to: '/medical?id=4' });
    expect(knowledgeOutcome({ id: 1, knowledgeId: 4 }, true, false)).toEqual({ kind: 'page', to: '/medical?id=4' });
    expect(knowledgeOutcome({ id: 1 }, true, false)).toEqual({ kind: 'none' });
  });

  it('tells native where the learner is and on which question', () => {
    const questionsAction = vi.fn(() => true);
    openKnowledgeInNative({ questionsAction }, params('name=topic&studyBankId=1&categoryId=11&majorType=1&code=3&productInfoId=7'), 42);
    expect(questionsAction).toHaveBeenCalledWith({ studyBankId: 1, categoryId: 11, majorType: 1, code: '3', productInfoId: '7', questionId: 42 });
  });
});
