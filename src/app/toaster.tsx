import { Toaster } from 'react-hot-toast';

// Success and error messages: 3 s; plain and custom notices: 4.5 s. Hovering pauses them.
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        success: { duration: 3000 },
        error: { duration: 3000 },
        blank: { duration: 4500 },
        custom: { duration: 4500 },
      }}
    />
  );
}
