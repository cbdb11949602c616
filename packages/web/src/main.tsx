import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first render is a transition, so React renders the app in slices of a few milliseconds and
// lets the browser in between (a phone's main thread is not blocked for the whole first mount;
// issue 19, total blocking time). Nothing is on screen before it anyway.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
