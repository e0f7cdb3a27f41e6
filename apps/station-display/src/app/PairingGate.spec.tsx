import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PairingGate, pairingMessages } from './PairingGate';

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

  it('lets a paired screen and a paper opened with a token through', () => {
    at('/paper?codeAddress=R1&deviceKey=k');
    expect(screen.getByText('屏幕内容')).toBeInTheDocument();
  });

  it('lets the token-driven paper through without pairing', () => {
    at('/paper?examSkillIds=1,2&time=60');
    expect(screen.getByText('屏幕内容')).toBeInTheDocument();
  });
});
