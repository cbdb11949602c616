import type { RecurrenceCommitParams } from '@fleet/machines';
import { MantineProvider } from '@mantine/core';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecurrenceDialog } from './recurrence-dialog';

configure({ asyncUtilTimeout: 15_000 });

// Noon on 2028-02-27 (local): today is 02/27/2028, a leap year.
const NOW = () => new Date(2028, 1, 27, 12, 0);

function setup(rule: Parameters<typeof RecurrenceDialog>[0]['rule'] = null) {
  const saves: RecurrenceCommitParams[] = [];
  const user = userEvent.setup();
  const view = render(
    <MantineProvider>
      <RecurrenceDialog openSignal={1} rule={rule} onSave={(p) => saves.push(p)} now={NOW} />
    </MantineProvider>,
  );
  return { saves, user, view };
}

describe('Configure Recurrence dialog', { timeout: 60_000 }, () => {
  it('yearly, ending after N occurrences (0 reads as 1), interval text falls back to 1', async () => {
    const { user, saves } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configure Recurrence' });
    expect(within(dialog).getByText('The task does not repeat.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Repeat' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Yearly', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Month' }));
    await user.click(await within(dialog).findByRole('option', { name: 'March', hidden: true }));
    const day = within(dialog).getByRole('textbox', { name: 'Day of month' });
    expect(day).toHaveValue('1');
    await user.clear(day);
    await user.paste('31');
    const every = within(dialog).getByRole('textbox', { name: 'Repeat every (year(s))' });
    await user.clear(every);
    await user.paste('abc');
    await user.click(within(dialog).getByRole('radio', { name: 'After a number of occurrences' }));
    const count = within(dialog).getByRole('textbox', { name: 'Occurrences' });
    await user.clear(count);
    await user.paste('0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Recurrence' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      rule: {
        frequency: 'YEARLY',
        interval: 1,
        days_of_month: [31],
        month_of_year: 3,
        end_date: null,
        max_occurence_count: 1,
        due_date_days_from_now: 1,
      },
      dueDate: '02/28/2028',
    });
  });

  it('custom in days, ending on a date: the end date starts at today; Cancel saves nothing', async () => {
    const { user, saves } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Configure Recurrence' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Repeat' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Custom', hidden: true }));
    expect(within(dialog).getByRole('textbox', { name: 'Unit' })).toHaveValue('Days');
    await user.click(within(dialog).getByRole('radio', { name: 'On a date' }));
    expect(within(dialog).getByRole('textbox', { name: 'End date' })).toHaveValue('02/27/2028');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Configure Recurrence' })).toBeNull(),
    );
    expect(saves).toEqual([]);
  });
});
