import type { TooltipProps } from '@mantine/core';
import type { ReactElement } from 'react';
import { preload, usePreloaded } from '@/lib/preload';

// Mantine's Tooltip brings floating-ui (~12 KB gzipped) and a hint is not needed for the first
// paint: it loads outside the entry bundle, starting as soon as the entry runs. Until it is in
// place the target renders on its own.
const tooltip = preload(() => import('./tooltip-impl'), 'the tooltip');

/** Mantine's Tooltip, loaded lazily: `label` shows on hover and focus once it has loaded. */
export function Tooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const loaded = usePreloaded(tooltip);
  if (!loaded) return children;
  return <loaded.Tooltip {...props}>{children}</loaded.Tooltip>;
}
