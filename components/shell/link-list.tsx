import Link from "next/link";

/** A list of cards, each a link with a title and one line on what is behind it. */
export function LinkList({ items }: { items: { href: string; title: string; text: string }[] }) {
  return (
    <ul className="mt-8 grid gap-3 mobile:grid-cols-2">
      {items.map(({ href, title, text }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex h-full items-start justify-between gap-4 rounded-xl border border-gray-200 p-4 outline-none transition-colors hover:border-brand-500 hover:bg-brand-50/50 focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span>
              <span className="block font-semibold text-gray-900 group-hover:text-brand-700">{title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-gray-600">{text}</span>
            </span>
            <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-gray-400 group-hover:text-brand-600" fill="currentColor">
              <path d="M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
