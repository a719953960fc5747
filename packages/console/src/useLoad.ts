import { useCallback, useEffect, useState } from 'react';
import { CallError } from './api';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; value: T };

/**
 * Runs `load` now and whenever `reload` is called or `key` changes; the last answer wins. What a
 * screen shows while it waits, fails or has its data.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'done', value }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: error instanceof CallError ? error.message : 'Something went wrong.',
        }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function every render; `key` and `version` say when it asks for other data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return [state, reload];
}
