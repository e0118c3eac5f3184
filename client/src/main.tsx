import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from './app/session';
import { Shell } from './app/Shell';
import './ui/styles.css';

// SPEC §4: console logging is silenced at start-up in production builds.
if (import.meta.env.PROD) {
  for (const method of ['log', 'info', 'debug', 'warn'] as const) console[method] = () => undefined;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider>
        <Shell />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);
