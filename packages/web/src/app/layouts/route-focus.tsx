import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Renders nothing. After a client-side navigation, moves keyboard focus to the new page's heading
 * (or the main landmark) so screen-reader and keyboard users start at the new content.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (pathname)
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Lazy pages render a moment later; look for their heading on the next frames.
    let tries = 0;
    let frame = 0;
    const focus = () => {
      const heading = document.querySelector<HTMLElement>('[data-page-heading]');
      if (heading) {
        heading.focus({ preventScroll: false });
        return;
      }
      tries += 1;
      if (tries < 30) frame = window.requestAnimationFrame(focus);
      else document.getElementById('main-content')?.focus();
    };
    frame = window.requestAnimationFrame(focus);
    return () => window.cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
