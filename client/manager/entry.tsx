import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { managerRoutes } from './routes';

const router = createBrowserRouter(managerRoutes, { basename: '/new/manager' });
// Every navigation starts at the top.
router.subscribe(() => window.scrollTo(0, 0));

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
