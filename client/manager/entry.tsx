import { createRoot } from 'react-dom/client';
import { ManagerApp } from './ManagerApp';

createRoot(document.getElementById('root')!).render(<ManagerApp />);
