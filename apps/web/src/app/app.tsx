import { RouterProvider } from 'react-router';
import { SessionProvider } from '../features/auth/session-provider.tsx';
import { router } from './router.tsx';

export function App() {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
