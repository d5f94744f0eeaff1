import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { MANAGER_PATH } from '../../shared/constants';
import { managerRoutes } from './routes';

const router = createBrowserRouter(managerRoutes, { basename: MANAGER_PATH });
// Every navigation starts at the top.
router.subscribe(() => window.scrollTo(0, 0));

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
