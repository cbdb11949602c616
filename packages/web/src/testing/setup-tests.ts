import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library's configuration is module state too: each file starts from the same wait, as it
// did with a module graph of its own, and a file's configure() applies to it only. 2 s rather than
// the library's 1 s: the signed-in app mounts in a deferred render, done in slices (require-auth),
// and a file's first page also loads its lazy chunks, which on a loaded two-core machine took
// longer than 1 s now and then. A passing wait ends as soon as its element is there.
configure({ asyncUtilTimeout: 2000 });

// react-pdf's document, one double for every file (see the double's comment).
vi.mock('@/components/pdf/pdf-document', () => import('./pdf-document-double'));

afterEach(() => {
  cleanup();
  // Mantine's toast store lives in its module, which the files of a worker share (isolate: false
  // in vitest.config.ts): a toast left by one test would otherwise show, or queue others, in the
  // next one.
  notifications.clean();
  window.localStorage.clear();
});

// jsdom lacks these; Mantine reads them. The tests' "system" prefers reduced motion, so the
// theme's respectReducedMotion turns Mantine's transitions off: a modal or menu is there, fully
// visible, as soon as it is in the document (no fade-in for a visibility check to race).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: /prefers-reduced-motion:\s*reduce/.test(query),
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

memoizeComputedStyle();

/**
 * jsdom's getComputedStyle builds a new declaration each call and resolves the inherited
 * properties (visibility, pointer-events, color) by walking every ancestor. Testing Library calls
 * it for each ancestor of each candidate of every *ByRole query (isInaccessible, accessible
 * names), at every poll of a waitFor/findBy: a quarter of the web project's CPU time. jsdom
 * already caches the matched declarations per element in `document._styleCache` and drops that
 * cache on every change that can alter a style (a node inserted or removed, an attribute or a
 * text changed, a style sheet added or removed). This keeps each element's computed style for as
 * long as that cache lives: the answer is the one jsdom would compute from the same cache, only
 * not rebuilt. Callers only read the declaration (as the CSSOM specifies it for computed styles).
 */
function memoizeComputedStyle() {
  const impl = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  const documentImpl =
    impl && (document as unknown as Record<symbol, { _styleCache?: object }>)[impl];
  if (!documentImpl || !('_styleCache' in documentImpl)) return; // another jsdom: leave it as is
  const original = window.getComputedStyle;
  let generation: object | null | undefined = null;
  let memo = new WeakMap<Element, CSSStyleDeclaration>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return original(element, pseudoElement);
    if (documentImpl._styleCache && documentImpl._styleCache === generation) {
      const hit = memo.get(element);
      if (hit) return hit;
    }
    const style = original(element);
    if (documentImpl._styleCache !== generation) {
      generation = documentImpl._styleCache;
      memo = new WeakMap();
    }
    memo.set(element, style);
    return style;
  };
}
