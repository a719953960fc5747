import '@aarambh/ui/css';
import { reportErrors } from '@aarambh/machines/errorReporting';
import { lightTheme } from '@aarambh/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { consoleTitle } from './layout/ConsoleLayout';
import './layout/fonts.css';
import { routes } from './routes';

document.documentElement.classList.add(lightTheme);
document.title = consoleTitle;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const router = createBrowserRouter(routes, { basename: '/staff' });
// Error reporting, when the build turns it on (docs/production.md); otherwise not in the bundle.
const errorReporting = import.meta.env.VITE_ERROR_REPORTING === 'on' ? reportErrors('console') : undefined;
createRoot(container, errorReporting).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
