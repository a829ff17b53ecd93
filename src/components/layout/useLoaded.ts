import { startTransition, useEffect, useState } from "react";

/**
 * A module loaded on demand, held in state rather than behind React.lazy: undefined until it is here. A lazy
 * component shows its Suspense fallback, and React reveals what replaces a fallback no sooner than 300 ms
 * after the last one appeared: on a cold visit antd's frame, the layout, then the screen, each waited out
 * that delay although their code had arrived. A failure to load reaches the error boundary.
 */
export function useLoaded<T>(cached: T | undefined, load: () => Promise<T>): T | undefined {
  const [module, setModule] = useState(cached);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    // What the module draws is rendered in slices (a transition), not in one long task.
    if (!module) load().then((loaded) => startTransition(() => setModule(() => loaded)), setFailure);
    // `load` runs once: the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module]);
  if (failure) throw failure;
  return module;
}
