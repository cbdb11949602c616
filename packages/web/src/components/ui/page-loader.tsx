import { Center, Loader } from '@mantine/core';

/** Centered loader for whole-page waits (session restore, lazy route chunks). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
