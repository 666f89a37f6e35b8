import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App.tsx';
import { AppProviders } from './app/providers.tsx';
import { betterAuthApi } from './app/auth.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders auth={betterAuthApi}>
      <App />
    </AppProviders>
  </StrictMode>,
);
