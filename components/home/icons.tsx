// Line icons for the home page, drawn inline: no image requests, no icon library in the bundle.

const paths = {
  question: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1 1-1.1 1.8v.5M12 17h.01",
  shield: "M12 3 19 6v5c0 4.4-3 8.1-7 10-4-1.9-7-5.6-7-10V6l7-3ZM9 12l2 2 4-4",
  proof: "M7 3h7l5 5v13H7V3ZM14 3v5h5M10 15l2 2 4-4",
  once: "M5 4h9a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM9 19v1h11V9h-1",
  check: "m5 12 5 5 9-10",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}
