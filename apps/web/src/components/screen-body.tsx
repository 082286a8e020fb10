import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Component, type ComponentType, type ReactNode, Suspense, use } from 'react';
import { useTranslation } from '../i18n/i18n.js';
import { ChunkTimeoutError, isChunkLoadError, withinChunkTimeout } from './chunk-load.js';
import { FormAlert } from './form-alert.js';
import { onceLoaded } from './later.js';

// After the browser's next frame: a requestAnimationFrame callback runs just before the frame is
// painted, and a task queued from it runs after.
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));

/**
 * A screen's body as code of its own, drawn below its heading by ScreenBody (issue 35): the page
 * draws its heading with the dashboard's frame, and the body's module is evaluated only after that
 * frame is painted, since evaluating it is a long task on a slow phone and would otherwise hold the
 * heading back with it. Its files are preloaded early (build/early-start.ts). Asked once; a
 * download that failed stands until ScreenBody's retry forgets it.
 */
export const lazyBody = (load: () => Promise<ComponentType>, name: string) =>
  onceLoaded(
    async () => {
      await afterNextFrame();
      return withinChunkTimeout(load, name);
    },
    { keepFailure: true },
  );

type Body = ReturnType<typeof lazyBody>;

function LoadedBody({ body }: { body: Body }) {
  const Loaded = body.loaded() ?? use(body.start());
  return <Loaded />;
}

function BodyFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ChunkTimeoutError ? t('errors.chunkTimeout') : t('errors.chunkBody');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <FormAlert>{`${t('errors.chunkTitle')}. ${message}`}</FormAlert>
      <Button variant="outlined" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </Stack>
  );
}

type BoundaryState = { error: unknown };

// A body whose code did not arrive says so in place, under the heading and inside the frame, with a
// retry that asks for it again; any other error goes on to the route's error screen.
type BoundaryProps = { body: Body; around: (content: ReactNode) => ReactNode; children: ReactNode };

class BodyBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    const retry = () => {
      this.props.body.forget();
      this.setState({ error: null });
    };
    return this.props.around(<BodyFailed error={error} onRetry={retry} />);
  }
}

const asItIs = (content: ReactNode) => content;

/** Where a page draws its lazyBody's body: `loading` until its code has arrived, a retry if it fails;
 * `around` sets either where the body would stand (a page whose body draws its heading). */
export function ScreenBody({
  body,
  loading,
  around = asItIs,
}: {
  body: Body;
  loading: ReactNode;
  around?: (content: ReactNode) => ReactNode;
}) {
  return (
    <BodyBoundary body={body} around={around}>
      <Suspense fallback={around(loading)}>
        <LoadedBody body={body} />
      </Suspense>
    </BodyBoundary>
  );
}
