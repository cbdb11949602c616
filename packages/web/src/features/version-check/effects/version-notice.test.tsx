import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showNewVersionNotice } from './version-notice';

describe('new-version toast', () => {
  it('shows the spec text and reloads on click', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    const reload = vi.fn();
    showNewVersionNotice(reload);
    const notice = await screen.findByRole('button', {
      name: 'A new version of the app is available. Click here to refresh.',
    });
    await userEvent.click(notice);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
