import { clsx } from "clsx";
import { forwardRef, type InputHTMLAttributes } from "react";

const LOOKS = {
  /** Beside other filters. */
  compact: {
    icon: "size-4",
    input:
      "w-full rounded-lg border border-gray-300 bg-white py-2 text-sm text-gray-900 outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100 pr-3 pl-9",
  },
  /** The page's main control. */
  large: {
    icon: "size-5",
    input:
      "w-full rounded-lg border border-gray-300 bg-white py-2.5 pl-10 pr-3 text-base outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100",
  },
} as const;

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { look?: keyof typeof LOOKS; wrapperClassName?: string };

/** A search box with a magnifier inside; label it with a <label htmlFor> of its id. */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput({ look = "compact", wrapperClassName, ...props }, ref) {
  return (
    <div className={clsx("relative", wrapperClassName)}>
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={clsx("pointer-events-none absolute top-1/2 left-3", LOOKS[look].icon, "-translate-y-1/2 text-gray-400")}>
        <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.8 3.8a1 1 0 0 1-1.4 1.4l-3.8-3.8A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
      </svg>
      <input ref={ref} type="search" autoComplete="off" className={LOOKS[look].input} {...props} />
    </div>
  );
});
