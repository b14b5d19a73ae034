// Catches render errors below the layout, reports them to the error tracker and shows the recovery screen.
// It resets itself when the route changes, so the header and footer stay usable after a crash.
import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/Button';
import { reportRenderError } from '../lib/error-tracker';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Any change of this value clears a caught error (the layout passes the pathname). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportRenderError(error, info.componentStack ?? undefined);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <ErrorScreen onReset={this.reset} />;
    return this.props.children;
  }
}

function ErrorScreen({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <TriangleAlert className="size-12 text-red-600" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="mt-3 text-stone-700">{t('errorBoundary.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onReset}>{t('errorBoundary.tryAgain')}</Button>
        <Button asChild variant="outline">
          {/* Resetting here too: on the home page itself the path does not change. */}
          <Link to="/" onClick={onReset}>
            {t('errorBoundary.goHome')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
