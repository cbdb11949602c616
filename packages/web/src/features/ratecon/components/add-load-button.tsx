import { Button } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useRateconFlag } from '../hooks/use-ratecon-flag';

const AddLoadModal = lazy(async () => ({
  default: (await import('./add-load-modal')).AddLoadModal,
}));

/**
 * Home's 'Add Load' button (document 1 §2, document 2 §2.7): shown only when rate-confirmation
 * extraction is available (the flag on and not 'NA'). The modal (Dropzone, the machine) is its
 * own chunk, fetched after the home screen. Focus goes back to the button when the modal closes
 * (done here: a modal whose chunk arrives after the click mounts open and has no element to
 * return to).
 */
export function AddLoadButton() {
  const flag = useRateconFlag();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    // After the modal's focus trap lets go.
    setTimeout(() => button.current?.focus({ preventScroll: true }), 10);
  };
  if (!flag.available) return null;
  return (
    <>
      <Button ref={button} onClick={() => setOpened(true)}>
        Add Load
      </Button>
      <Suspense fallback={null}>
        <AddLoadModal opened={opened} onClose={close} tms={flag.tms} />
      </Suspense>
    </>
  );
}
