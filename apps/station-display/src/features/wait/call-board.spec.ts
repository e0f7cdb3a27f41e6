import { describe, expect, it } from 'vitest';
import { buildStationScreen } from '@medteach/api-client/testing';
import { applyStationEvent, maskName } from './call-board';

describe('applyStationEvent', () => {
  const screen = buildStationScreen({ callList: [{ realName: '李芳', roomId: 2 }] });

  it('puts a call on top, replacing an older call for the same room', () => {
    const next = applyStationEvent(screen, 'call_003', [{ realName: '王伟', roomId: 2 }]);
    expect(next.callList).toEqual([{ realName: '王伟', roomId: 2 }]);
    const again = applyStationEvent(next, 'recall_005', [{ realName: '张敏', roomId: 3 }]);
    expect(again.callList).toEqual([{ realName: '张敏', roomId: 3 }, { realName: '王伟', roomId: 2 }]);
  });

  it('removes the room entry on start and on pass, and leaves the rest alone', () => {
    const two = applyStationEvent(screen, 'call_003', [{ realName: '张敏', roomId: 3 }]);
    expect(applyStationEvent(two, 'start_004', [{ realName: '李芳', roomId: 2 }]).callList).toEqual([{ realName: '张敏', roomId: 3 }]);
    expect(applyStationEvent(two, 'pass_006', [{ realName: '张敏', roomId: 3 }]).callList).toEqual([{ realName: '李芳', roomId: 2 }]);
    expect(applyStationEvent(two, 'end_007', [{ realName: '张敏', roomId: 3 }])).toBe(two);
  });
});

describe('maskName', () => {
  it('hides the middle character(s)', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('王')).toBe('王');
  });
});
