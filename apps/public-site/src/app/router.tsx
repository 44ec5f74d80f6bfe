import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { appRoutes } from './routes/route-table';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** The same routes in memory, for component tests. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
