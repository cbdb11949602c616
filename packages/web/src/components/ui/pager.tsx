import { Pagination } from '@mantine/core';
import type { ComponentProps } from 'react';

type PagerProps = Omit<ComponentProps<typeof Pagination>, 'getItemProps' | 'getControlProps'>;

/** Mantine's pager with its pages and previous/next buttons named for screen readers. */
export function Pager(props: PagerProps) {
  return (
    <Pagination
      {...props}
      getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': 'Previous page' }
          : control === 'next'
            ? { 'aria-label': 'Next page' }
            : {}
      }
    />
  );
}
