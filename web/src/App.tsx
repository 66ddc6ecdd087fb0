import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { CloudscapeI18n } from './i18n/CloudscapeI18n';
import { NotificationsProvider } from './notifications/NotificationsProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  // Errors are shown by each screen as toasts, so queries do not retry silently for long.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CloudscapeI18n>
        <AuthProvider>
          <NotificationsProvider>
            <RouterProvider router={router} />
          </NotificationsProvider>
        </AuthProvider>
      </CloudscapeI18n>
    </QueryClientProvider>
  );
}
