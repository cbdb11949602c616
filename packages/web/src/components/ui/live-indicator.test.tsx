import type { LiveStatusLabel } from '@fleet/machines';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveIndicator } from './live-indicator';

const renderIndicator = (status: LiveStatusLabel) =>
  render(
    <MantineProvider>
      <LiveIndicator status={status} />
    </MantineProvider>,
  );

describe('LiveIndicator', () => {
  it.each([
    ['Connected', 'green'],
    ['Connecting...', 'yellow'],
    ['Disconnected', 'red'],
  ] as const)('shows %s with a %s dot in a polite live region', (status, color) => {
    renderIndicator(status);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(status);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('live-indicator-dot').style.backgroundColor).toContain(color);
  });

  it('updates its text in place when the status changes', () => {
    const { rerender } = renderIndicator('Connecting...');
    rerender(
      <MantineProvider>
        <LiveIndicator status="Connected" />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Connected');
  });
});
