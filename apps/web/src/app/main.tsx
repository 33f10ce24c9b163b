import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import '../index.css';
import { App } from './app.tsx';
import { HYDRATION_DATA_ID, readHydrationData } from './hydration-data.ts';
import { resolveLazyRoutes } from './lazy-modules.ts';
import { patchRoutesOnNavigation, routes } from './router.tsx';
import { yieldShellTitle } from './shell-title.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A page the server rendered carries its loaders' data: adopt its HTML with the same data
// (no second fetch) once the matched routes' chunks are here (the server preloads them). Any
// other page (the account and checkout screens, `npm run dev`) starts from the empty shell, whose
// placeholder title gives way to the screen's (shell-title.ts).
// (No top-level await: it would make the bundler split the entry into many small chunks.)
const hydrationData = readHydrationData(document.getElementById(HYDRATION_DATA_ID));
if (hydrationData) {
  void resolveLazyRoutes(routes, window.location.pathname).then(() => {
    const router = createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation });
    // As a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (Lighthouse's TBT),
    // and a click on a part not hydrated yet hydrates that part first.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
      );
    });
  });
} else {
  yieldShellTitle();
  createRoot(root).render(
    <StrictMode>
      <App>
        <RouterProvider router={createBrowserRouter(routes, { patchRoutesOnNavigation })} />
      </App>
    </StrictMode>,
  );
}
