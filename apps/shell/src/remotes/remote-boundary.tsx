import { Component, type ErrorInfo, type ReactNode } from 'react';
import { remoteFailures } from './remote-failures';

interface RemoteBoundaryProps {
  /** Named in the log, so a failure says which remote part broke. */
  moduleId: string;
  fallback: ReactNode;
  children: ReactNode;
  /** Told once the fallback is on screen. */
  onFailure?: () => void;
}

interface RemoteBoundaryState {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page keeps working. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.moduleId} failed:`, error, info.componentStack ?? '');
    // Told to the field measurement too, with the part and its release.
    remoteFailures.push({ moduleId: this.props.moduleId, error });
    this.props.onFailure?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
