import { missingOffline } from './network-status';

describe('network status (issue 18: the home offline)', () => {
  it('counts data as missing offline only when nothing was loaded', () => {
    expect(missingOffline(false, { data: undefined, fetchStatus: 'idle' })).toBe(true);
    expect(missingOffline(true, { data: undefined, fetchStatus: 'paused' })).toBe(true);
    expect(missingOffline(false, { data: [], fetchStatus: 'paused' })).toBe(false);
    expect(missingOffline(true, { data: undefined, fetchStatus: 'fetching' })).toBe(false);
  });
});
