import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadPage } from './app/routes';
import { handsOverSession, SessionProvider, startSessionCheck } from './app/session';
import { Shell } from './app/Shell';
import './ui/styles.css';

// SPEC §4: console logging is silenced at start-up in production builds.
if (import.meta.env.PROD) {
  for (const method of ['log', 'info', 'debug', 'warn'] as const) console[method] = () => undefined;
}

/** How long the first render waits for the code of the page the address opens before showing the shell with a spinner. */
const PAGE_CODE_WAIT_MS = 1500;

// A stored session's check and the code of the page the address opens start side by side. The first render waits
// for that code (a download that fails renders anyway, and the page reports it), so the page renders at once
// rather than a spinner that React would then keep on screen for its reveal throttle of about 300 ms.
const signedIn = startSessionCheck();
// A session handed over in the address ends on / (SPEC §2), so that is the page whose code is wanted.
const opens = handsOverSession() ? '/' : window.location.pathname;
void Promise.race([preloadPage(opens, signedIn), new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))])
  .catch(() => undefined)
  .then(render);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider>
          <Shell />
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
