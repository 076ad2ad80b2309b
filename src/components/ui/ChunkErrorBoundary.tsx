import { Component, type ReactNode } from 'react';

export interface ChunkErrorBoundaryProps {
  /** What shows instead when a lazily loaded child fails: one quiet line, not a broken card. */
  fallback: ReactNode;
  children: ReactNode;
}

interface ChunkErrorBoundaryState {
  failed: boolean;
}

/** Keeps a failed lazy chunk from taking its surroundings down; React still logs the error. */
export class ChunkErrorBoundary extends Component<
  ChunkErrorBoundaryProps,
  ChunkErrorBoundaryState
> {
  override state: ChunkErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChunkErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
