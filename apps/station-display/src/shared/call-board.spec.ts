import { describe, expect, it } from 'vitest';
import { buildStationScreen } from '@medteach/api-client/testing';
import { applyStationEvent, maskName, waitingRows } from './call-board';

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
    // 过号: a passed examinee leaves the waiting column too (the server lists only those still waiting).
    expect(applyStationEvent(two, 'pass_006', [{ realName: '李芳', roomId: 2 }]).waitList.map((x) => x.realName)).toEqual(['王伟']);
    expect(applyStationEvent(two, 'end_007', [{ realName: '张敏', roomId: 3 }])).toBe(two);
  });

  it('on start moves the examinee from the waiting list into the room, keeping job number and batch', () => {
    const started = applyStationEvent(screen, 'start_004', [{ realName: '李芳', roomId: 2 }]);
    expect(started.waitList.map((x) => x.realName)).toEqual(['王伟']);
    expect(started.examStationRoomNum.map((x) => [x.realName, x.roomName, x.jobNumber])).toEqual([
      ['张敏', '第1考室', 'JS2026003'],
      ['李芳', '第2考室', 'JS2026002'],
    ]);
    // Someone the board never listed still shows, with name and room.
    const unknown = applyStationEvent(screen, 'start_004', [{ realName: '周杰', roomId: 1 }]);
    expect(unknown.examStationRoomNum).toEqual([expect.objectContaining({ realName: '周杰', roomId: 1, roomName: '第1考室', jobNumber: '' })]);
  });
});

describe('waitingRows', () => {
  it('lists called examinees first (oldest call first) as called to their room, then those still waiting', () => {
    const screen = buildStationScreen({ callList: [{ realName: '周杰', roomId: 3 }, { realName: '李芳', roomId: 2 }] });
    expect(waitingRows(screen)).toEqual([
      { realName: '李芳', jobNumber: 'JS2026002', batch: 1, calledTo: '第2考室' },
      { realName: '周杰', jobNumber: '', batch: 0, calledTo: '第3考室' },
      expect.objectContaining({ realName: '王伟', jobNumber: 'JS2026001' }),
    ]);
    expect(waitingRows(undefined)).toEqual([]);
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
