import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App, preloadFirstScreen } from './app/App.tsx';
import { AppProviders } from './app/providers.tsx';
import { betterAuthApi } from './app/auth.ts';

void preloadFirstScreen();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders auth={betterAuthApi}>
      <App />
    </AppProviders>
  </StrictMode>,
);
