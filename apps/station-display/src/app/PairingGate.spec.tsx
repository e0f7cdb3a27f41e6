import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http } from '@medteach/api-client';
import { DEVICE_KEY_HEADER } from '@medteach/contract';
import { PairingGate, pairingMessages } from './PairingGate';

afterEach(() => delete http.defaults.headers.common[DEVICE_KEY_HEADER]);

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PairingGate>
        <p>屏幕内容</p>
      </PairingGate>
    </MemoryRouter>,
  );

describe('PairingGate', () => {
  it('explains how to pair a device screen opened without its key, and shows nothing of the exam', () => {
    at('/wait?codeAddress=A1');
    expect(screen.getByRole('alert')).toHaveTextContent(pairingMessages.title);
    expect(screen.getByText(pairingMessages.description)).toBeInTheDocument();
    expect(screen.queryByText('屏幕内容')).toBeNull();
  });

  it('lets a paired screen through, sending the key of the link it was opened with (even without a reload)', () => {
    at('/paper?codeAddress=R1&deviceKey=k-from-link');
    expect(screen.getByText('屏幕内容')).toBeInTheDocument();
    expect(http.defaults.headers.common[DEVICE_KEY_HEADER]).toBe('k-from-link');
  });

  it('lets the token-driven paper through without pairing', () => {
    at('/paper?examSkillIds=1,2&time=60');
    expect(screen.getByText('屏幕内容')).toBeInTheDocument();
  });
});
