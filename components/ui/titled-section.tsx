import { useId, type ReactNode } from "react";

/** A section named by its h3 title, with an optional line of explanation above its content. */
export function TitledSection({
  title,
  description,
  className,
  contentClassName,
  children,
}: {
  title: string;
  description?: string;
  className: string;
  contentClassName: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-base font-semibold text-gray-900">
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm leading-relaxed text-gray-600">{description}</p> : null}
      <div className={contentClassName}>{children}</div>
    </section>
  );
}
