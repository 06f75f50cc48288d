import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page with its styles: the browser paints it first, and React hydrates in
// the task after that frame (decision 0041). Hydrating at once could run the page's JavaScript before the
// first paint whenever the scripts were there before the HTML was parsed, and the paint waited on it. A
// tab opened in the background gets no frames until it is shown, so it hydrates at once.
if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate));
