"use client";

import * as RadixDialog from "@radix-ui/react-dialog";

/**
 * The selected application on a narrow screen: a full-screen Radix dialog, loaded after the page
 * is interactive (./detail-panel.tsx). Closed, the focus goes to `returnFocus()` when it still exists.
 */
export function DetailDialog({
  open,
  onClose,
  label,
  closeLabel,
  closeClassName,
  closeIcon,
  returnFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  closeLabel: string;
  closeClassName: string;
  closeIcon: React.ReactNode;
  returnFocus: () => HTMLElement | null;
  children: (closeButton: React.ReactNode) => React.ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-white px-5 pt-5 pb-10 focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">{label}</RadixDialog.Title>
          {children(
            <RadixDialog.Close aria-label={closeLabel} className={closeClassName}>
              {closeIcon}
            </RadixDialog.Close>,
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
