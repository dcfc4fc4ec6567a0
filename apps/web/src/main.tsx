import './app/zod-jitless.ts';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { progress } from './app/progress/navigationProgress.ts';

// The first navigation (guard + page chunk) runs before any route renders: show the bar from the start.
progress.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
