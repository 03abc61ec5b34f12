import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { CrashScreen } from './crash-screen';

/** The router's error element: a screen that crashed while rendering. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <CrashScreen />;
}
