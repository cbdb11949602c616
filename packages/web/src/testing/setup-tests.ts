import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library's configuration is module state too: each file starts from the default wait
// (1 s), as it did with a module graph of its own, and a file's configure() applies to it only.
configure({ asyncUtilTimeout: 1000 });

afterEach(() => {
  cleanup();
  // Mantine's toast store lives in its module, which the files of a worker share (isolate: false
  // in vitest.config.ts): a toast left by one test would otherwise show, or queue others, in the
  // next one.
  notifications.clean();
  window.localStorage.clear();
});

// jsdom lacks these; Mantine reads them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.HTMLElement.prototype.scrollIntoView ??= () => {};
