"use client";

import * as RadixDialog from "@radix-ui/react-dialog";

/**
 * The mobile navigation's sheet: a Radix dialog (focus trap, Escape, outside click), loaded after
 * the page is interactive (./mobile-nav.tsx). Closed, the focus goes back to the menu button.
 */
export function MobileNavSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  menuButton,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  menuButton: React.RefObject<HTMLButtonElement | null>;
  children: React.ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-950/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="mobile-nav"
          onCloseAutoFocus={(event) => {
            if (!menuButton.current?.isConnected) return;
            event.preventDefault();
            menuButton.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100vw-2.5rem))] flex-col bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-100 px-4">
            <RadixDialog.Title className="text-base font-semibold text-gray-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-lg text-gray-600 outline-none hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
