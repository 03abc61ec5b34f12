import { useTheme } from 'konsta/react';

// Konsta's iOS preloader: eight spokes, each at its own opacity (the CSS of .k-ios-preloader turns it).
const iosSpokes: [angle: number, opacity: number][] = [
  [0, 1],
  [45, 0.91],
  [90, 0.82],
  [135, 0.73],
  [180, 0.64],
  [225, 0.55],
  [270, 0.46],
  [315, 0.37],
];

interface SpinnerProps {
  /** Size and spacing; Konsta's 32 px by default. */
  className?: string;
  /** Takes the surrounding text colour (inside a button) instead of the theme's primary. */
  inheritColor?: boolean;
  /** Shown (and turning) only after 0.6 s, for a wait that is often shorter (index.css). */
  afterAMoment?: boolean;
  'aria-label'?: string;
}

/** Konsta's Preloader in plain markup (Konsta's CSS turns it; index.css holds its arc still), light for the first load. */
export function Spinner({ className = 'size-8', inheritColor, afterAMoment, ...rest }: SpinnerProps) {
  const ios = useTheme() === 'ios';
  const color = inheritColor ? 'text-current' : ios ? 'text-primary' : 'text-md-light-primary';
  return (
    <span
      className={`k-preloader inline-block ${ios ? 'k-ios-preloader' : 'k-material-preloader stroke-4'} ${color} ${className} ${afterAMoment ? 'spinner-after-a-moment' : ''}`}
      {...rest}
    >
      <span className="block h-full w-full">
        {ios ? (
          <svg viewBox="0 0 20 20" fill="currentcolor" className="h-full w-full">
            {iosSpokes.map(([angle, opacity]) => (
              <rect
                key={angle}
                x="9"
                y="0"
                width="2"
                height="7"
                rx="1"
                opacity={opacity}
                transform={`rotate(${angle} 10 10)`}
              />
            ))}
          </svg>
        ) : (
          <svg viewBox="0 0 36 36" fill="none" stroke="currentcolor" className="h-full w-full">
            <circle cx="18" cy="18" r="16" />
          </svg>
        )}
      </span>
    </span>
  );
}
