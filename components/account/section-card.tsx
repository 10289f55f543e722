import { clsx } from "clsx";

/** One card of the account page: a titled region the page's section links can jump to. */
export function SectionCard({
  id,
  title,
  description,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(
        "scroll-mt-6 rounded-2xl border p-5 mobile:p-6",
        tone === "danger" ? "border-red-200 bg-red-50/40" : "border-gray-200 bg-white",
      )}
    >
      <h2 id={headingId} className={clsx("text-lg font-semibold", tone === "danger" ? "text-red-800" : "text-gray-900")}>
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm leading-relaxed text-gray-600">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Said in place of a form an impersonating admin may not use. */
export function OwnerOnlyNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-4 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm2 6V6a2 2 0 1 0-4 0v2h4Z"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}
