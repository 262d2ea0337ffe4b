import { useEffect, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Whole seconds left until `deadline` (epoch ms), ticking once a second and stopping at 0. */
export function useCountdown(deadline: number): number {
  const [state, setState] = useState(() => ({ deadline, seconds: secondsUntil(deadline) }));
  // A new deadline restarts the count at once, without waiting for the next tick.
  const seconds = state.deadline === deadline ? state.seconds : secondsUntil(deadline);
  if (state.deadline !== deadline) setState({ deadline, seconds });

  useEffect(() => {
    if (secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setState({ deadline, seconds: left });
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return seconds;
}
