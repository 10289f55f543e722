import { clsx } from "clsx";

/** Three pulsing dots (the loading screen during route changes). */
export function LoadingDots({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={clsx("flex items-center justify-center gap-2 py-16", className)}>
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="size-3 animate-bounce rounded-full bg-brand-600" style={{ animationDelay: `${delay}ms` }} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
