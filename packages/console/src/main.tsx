import '@aarambh/ui/css';
import { lightTheme } from '@aarambh/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { consoleTitle } from './layout/ConsoleLayout';
import { routes } from './routes';

document.documentElement.classList.add(lightTheme);
document.title = consoleTitle;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const router = createBrowserRouter(routes, { basename: '/staff' });
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
