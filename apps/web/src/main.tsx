import './app/zod-jitless.ts';
import './app/styles.css';
import './app/a11y/a11y.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { languageReady } from './app/i18n/i18n.ts';
import { progress } from './app/progress/navigationProgress.ts';

// The first navigation (guard + page chunk) runs before any route renders: show the bar from the start.
progress.start();

// The dictionaries of the visitor's language are their own chunk: the first screen renders with them.
void languageReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
