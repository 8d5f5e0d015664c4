import { Component, lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { reportChunkLoadFailure } from './chunk-failure.ts';
import { LoadFailed } from './LoadFailed.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type Loader = () => Promise<{ default: ComponentType<any> }>;

interface Props {
  /** Told to onChunkLoadFailure listeners. */
  part: string;
  /** Shown as "<what> could not load." */
  what: string;
  load: Loader;
  props: object;
  fallback?: ReactNode;
}

// One lazy component per loader, shared by every mount (a loaded part then renders at once);
// replaced after a failure, since React remembers a failed `lazy` for good.
const lazies = new WeakMap<Loader, LazyExoticComponent<ComponentType<object>>>();
const lazyFor = (load: Loader, fresh = false) => {
  let Lazy = lazies.get(load);
  if (!Lazy || fresh) lazies.set(load, (Lazy = lazy(load)));
  return Lazy;
};

/**
 * A lazily loaded part of the page that fails softly: when its chunk cannot be loaded (or it
 * throws while rendering) it says so and offers a retry, instead of taking the page down.
 */
export class LazyPart extends Component<
  Props,
  { failed: boolean; Lazy: LazyExoticComponent<ComponentType<object>> }
> {
  override state = { failed: false, Lazy: lazyFor(this.props.load) };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    reportChunkLoadFailure(this.props.part, error);
  }

  override render(): ReactNode {
    const { failed, Lazy } = this.state;
    if (failed)
      return (
        <LoadFailed
          what={this.props.what}
          onRetry={() => this.setState({ failed: false, Lazy: lazyFor(this.props.load, true) })}
        />
      );
    return (
      <Suspense fallback={this.props.fallback ?? null}>
        <Lazy {...this.props.props} />
      </Suspense>
    );
  }
}
