import { Button } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useFeatureFlags } from '@/lib/feature-flags';

const UploadInvoiceModal = lazy(async () => ({
  default: (await import('./upload-invoice-modal')).UploadInvoiceModal,
}));

const FLAGS = ['INVOICE'] as const;

/**
 * Home's 'Upload Invoice' (document 1 §2, document 2 §2.8): shown only with the INVOICE flag. The
 * modal (Dropzone, the machine) is its own chunk, fetched after the home screen; focus goes back
 * to the button when it closes.
 */
export function UploadInvoiceButton() {
  const { INVOICE } = useFeatureFlags(FLAGS);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    // After the modal's focus trap lets go.
    setTimeout(() => button.current?.focus({ preventScroll: true }), 10);
  };
  if (!INVOICE.enabled) return null;
  return (
    <>
      <Button ref={button} variant="default" onClick={() => setOpened(true)}>
        Upload Invoice
      </Button>
      <Suspense fallback={null}>
        <UploadInvoiceModal opened={opened} onClose={close} />
      </Suspense>
    </>
  );
}
