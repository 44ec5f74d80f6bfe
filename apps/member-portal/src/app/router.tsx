import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { createAppRoutes } from './routes/route-table';

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

/** The same routes in memory, for component tests. */
export function createTestRouter(initialPath: string, queryClient: QueryClient) {
  return createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
