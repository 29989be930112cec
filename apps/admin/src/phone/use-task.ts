import { useState } from 'react';

/**
 * One thing a screen does that can fail (sign in, read a photo): whether it is running,
 * and why it failed last, in the words the owner is shown.
 */
export function useTask(): {
  running: boolean;
  problem: string | undefined;
  setProblem: (problem: string | undefined) => void;
  run: (task: () => Promise<void>) => Promise<void>;
} {
  const [problem, setProblem] = useState<string>();
  const [running, setRunning] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setProblem(undefined);
    setRunning(true);
    try {
      await task();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setRunning(false);
    }
  };
  return { running, problem, setProblem, run };
}
