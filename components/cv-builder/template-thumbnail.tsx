import { clsx } from "clsx";
import type { CvDocumentMeta } from "@/lib/contracts/cv-document";
import { TEMPLATES } from "@/lib/cv/templates";

type Template = CvDocumentMeta["template"];

/** Grey bars standing for lines of text, `widths` in percent. */
function Lines({ widths, className }: { widths: number[]; className?: string }) {
  return (
    <span className={clsx("flex flex-col gap-[3px]", className)}>
      {widths.map((width, i) => (
        <span key={i} className="block h-[3px] rounded-full bg-gray-300" style={{ width: `${width}%` }} />
      ))}
    </span>
  );
}

/** A small drawing of a template's page: where the name goes, how headings look, how dense it is. */
export function TemplateThumbnail({ template }: { template: Template }) {
  const style = TEMPLATES[template];
  const centered = style.header === "centered";
  const compact = template === "compact";
  const heading = (
    <span className={clsx("mt-2 block", compact && "mt-1.5")}>
      <span className="block h-1 w-1/3 rounded-full" style={{ background: style.colors.heading }} />
      {style.rule > 0 ? <span className="mt-[2px] block" style={{ height: Math.max(1, style.rule), background: style.colors.rule }} /> : null}
    </span>
  );
  return (
    <span aria-hidden className={clsx("block aspect-[210/297] w-full overflow-hidden rounded-md bg-white shadow-sm ring-1 ring-gray-200", compact ? "p-2" : "p-3")}>
      <span className={clsx("flex flex-col", centered && "items-center")}>
        <span className="block h-2 w-1/2 rounded-sm" style={{ background: style.colors.name }} />
        <span className="mt-1 block h-1 w-1/3 rounded-full bg-gray-300" />
      </span>
      {heading}
      <Lines widths={compact ? [95, 90, 80, 92] : [95, 88, 70]} className="mt-1.5" />
      {heading}
      <Lines widths={compact ? [90, 85, 94, 60] : [92, 80]} className="mt-1.5" />
      {heading}
      {compact ? (
        <span className="mt-1.5 grid grid-cols-2 gap-1">
          <Lines widths={[90, 70, 80]} />
          <Lines widths={[85, 75, 60]} />
        </span>
      ) : (
        <Lines widths={[70, 85]} className="mt-1.5" />
      )}
    </span>
  );
}
