import { ActionIcon, Indicator } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { BellIcon } from '@/components/ui/icons';

type BellButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & { unread: number };

/** The bell icon button with its unread badge; the popover's target and its stand-in. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { unread, ...rest },
  ref,
) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...rest}
    >
      <Indicator label={unread} size={16} disabled={unread === 0} color="red">
        <BellIcon />
      </Indicator>
    </ActionIcon>
  );
});
