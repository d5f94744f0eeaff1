import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BASE_PATH } from '../../shared/constants';
import { apiDataSource } from './api-data-source';
import { createPublicRoutes } from './routes';

// The server embedded its loader results (window.__staticRouterHydrationData); the router picks them up.
const router = createBrowserRouter(createPublicRoutes(apiDataSource), { basename: BASE_PATH });

hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />, {
  onRecoverableError: (error) => console.error('hydration', error),
});
