import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lightTheme } from '@aarambh/ui';
import { App } from './App';

document.documentElement.classList.add(lightTheme);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
