import { Component, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';

/** The last line: a screen or anything around it that crashes while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
