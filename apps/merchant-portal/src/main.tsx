import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Installs the API client (headers, error toasts, 401 handling) before the first loader runs.
import './app/api';
import { createQueryClient } from '@forwarder/api-client';
import { App } from './app/app';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter(queryClient)} queryClient={queryClient} />
  </StrictMode>,
);
