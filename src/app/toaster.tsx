import { useCallback } from 'react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';

// react-hot-toast's own Toaster styles itself at run time (goober): it compiled and injected its rules as its
// chunk was evaluated after every first screen, and again for each toast. Its headless store with our classes
// draws the same cards from the stylesheet the app has already loaded.

// Success and error messages: 3 s; plain notices: 4.5 s. Hovering pauses them.
const durations = { success: { duration: 3000 }, error: { duration: 3000 }, blank: { duration: 4500 } };

export function AppToaster() {
  const { toasts, handlers } = useToaster(durations);
  return (
    <div
      className="pointer-events-none fixed inset-4 z-[9999]"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((toast) => (
        <ToastCard
          key={toast.id}
          toast={toast}
          offset={handlers.calculateOffset(toast)}
          onHeight={handlers.updateHeight}
        />
      ))}
    </div>
  );
}

function ToastCard({
  toast,
  offset,
  onHeight,
}: {
  toast: Toast;
  offset: number;
  onHeight: (id: string, height: number) => void;
}) {
  // The store stacks toasts by their heights; a card stays unseen until its height is known.
  const measure = useCallback(
    (element: HTMLDivElement) => {
      const observer = new ResizeObserver(([entry]) => onHeight(toast.id, entry!.borderBoxSize[0]!.blockSize));
      observer.observe(element);
      return () => observer.disconnect();
    },
    [toast.id, onHeight],
  );
  const motion = toast.height === undefined ? 'opacity-0' : toast.visible ? 'toast-enter' : 'toast-leave';
  return (
    <div
      ref={measure}
      className="absolute inset-x-0 top-0 flex justify-center transition-transform duration-[230ms] ease-[cubic-bezier(.21,1.02,.73,1)]"
      style={{ transform: `translateY(${offset}px)` }}
    >
      <div
        className={`flex max-w-[350px] items-center gap-2.5 rounded-lg bg-white px-3 py-2 leading-[1.3] text-[#363636] shadow-[0_3px_10px_rgba(0,0,0,0.1),0_3px_3px_rgba(0,0,0,0.05)] ${toast.visible ? 'pointer-events-auto' : ''} ${motion}`}
      >
        {toast.type === 'success' || toast.type === 'error' ? <ToastIcon type={toast.type} /> : null}
        <div className="my-1 whitespace-pre-line" {...toast.ariaProps}>
          {resolveValue(toast.message, toast)}
        </div>
      </div>
    </div>
  );
}

function ToastIcon({ type }: { type: 'success' | 'error' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill={type === 'success' ? '#61d345' : '#ff4b4b'} />
      <path
        d={type === 'success' ? 'm6 10.5 2.5 2.5 5.5-6' : 'm7 7 6 6m0-6-6 6'}
        fill="none"
        stroke="white"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
