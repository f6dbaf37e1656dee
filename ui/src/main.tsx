import '@mantine/core/styles.css';
// the theme's variables, written at build time (vite/mantineCssVariables.ts)
import 'virtual:mantine-css-variables.css';
import './app/wrapping.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { followOtherTabs, restoreSessions } from './shared/session/sessionStore';

// A saved, unexpired session is restored before the first render, so guards see it at once.
restoreSessions();
followOtherTabs();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
