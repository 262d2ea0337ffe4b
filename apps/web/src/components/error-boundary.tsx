import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type State = { error: unknown; hasError: boolean };

/** Catches render errors outside the router (providers, layouts) and shows the generic error screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  private readonly reset = () => this.setState({ error: undefined, hasError: false });

  override render() {
    if (this.state.hasError) return <ErrorScreen error={this.state.error} onRetry={this.reset} />;
    return this.props.children;
  }
}
