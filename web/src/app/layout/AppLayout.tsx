// The frame around every page. (The shell issue work fills in header, footer, tab bar and drawer.)
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/Spinner';
import { Toaster } from '../../components/ui/Toaster';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Toaster />
    </div>
  );
}
