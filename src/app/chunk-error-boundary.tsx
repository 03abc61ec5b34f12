import { Button } from '../components/button';
import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from './chunk-load-error';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Shows the offline text for a screen whose code did not arrive; other errors go up. */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <p className="text-lg font-medium text-slate-900">Не удалось подключиться к Интернету</p>
        <Button pill onClick={this.props.onRetry}>
          Qayta urinish
        </Button>
      </div>
    );
  }
}
