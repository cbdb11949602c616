import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ConfidenceProvider, LOW_CONFIDENCE_HINT } from './confidence';
import { TimeInput } from './time-input';

const lowHours = { 'stops.0.appointment_time_hours': 0.3 };

function Controlled({ initial }: { initial: { hours: string | null; minutes: string | null } }) {
  const [time, setTime] = useState(initial);
  return (
    <ConfidenceProvider confidence={lowHours}>
      <TimeInput
        label="Appointment Time"
        {...time}
        onChange={setTime}
        hoursPath="stops.0.appointment_time_hours"
        minutesPath="stops.0.appointment_time_minutes"
      />
    </ConfidenceProvider>
  );
}

const boxes = () => {
  const group = screen.getByRole('group', { name: 'Appointment Time' });
  return {
    hours: within(group).getByRole('textbox', { name: 'Hours' }),
    minutes: within(group).getByRole('textbox', { name: 'Minutes' }),
  };
};

describe('TimeInput', () => {
  it('clamps what is typed, keeps digits only and zero-pads on leaving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled initial={{ hours: null, minutes: null }} />);
    const { hours, minutes } = boxes();
    expect(hours).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    expect(minutes).not.toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);

    await user.type(hours, '7');
    expect(hours).not.toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    expect(screen.queryByText(LOW_CONFIDENCE_HINT)).toBeNull();
    expect(hours).toHaveValue('7');
    await user.tab();
    expect(hours).toHaveValue('07');

    await user.type(minutes, '9x9');
    expect(minutes).toHaveValue('59');
    await user.clear(hours);
    await user.type(hours, '30');
    expect(hours).toHaveValue('23');
  });

  it('wraps round with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled initial={{ hours: '23', minutes: '59' }} />);
    const { hours, minutes } = boxes();

    await user.click(hours);
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('00');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(hours).toHaveValue('22');

    await user.click(minutes);
    await user.keyboard('{ArrowUp}');
    expect(minutes).toHaveValue('00');
    await user.keyboard('{ArrowDown}');
    expect(minutes).toHaveValue('59');
  });
});
