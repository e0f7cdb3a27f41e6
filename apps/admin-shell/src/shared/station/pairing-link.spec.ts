import { pairingLink } from './pairing-link';

describe('pairingLink', () => {
  it('opens the call board on wall screens and the paper on room screens, with code address and key', () => {
    expect(pairingLink('http://exam.local:8080', { codeAddress: 'A1', roomId: null }, 'k-1')).toBe('http://exam.local:8080/station/#/wait?codeAddress=A1&deviceKey=k-1');
    expect(pairingLink('https://x.cn', { codeAddress: 'R 2', roomId: 2 }, 'a+b')).toBe('https://x.cn/station/#/paper?codeAddress=R+2&deviceKey=a%2Bb');
  });
});
