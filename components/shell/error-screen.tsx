"use client";

import { Button } from "@/components/ui/button";

export type ErrorScreenTexts = { title: string; refresh: string; back: string };

/** "Refresh page" reloads; "Go back" goes to "/": the copilot when signed in, the public home when not. */
export const errorScreenActions = {
  refresh: (location: Pick<Location, "reload"> = window.location) => location.reload(),
  back: (location: Pick<Location, "assign"> = window.location) => location.assign("/"),
};

/** The generic screen for an unexpected render error. Texts come in as props: global-error has no intl provider. */
export function ErrorScreen({ texts, standalone = false }: { texts: ErrorScreenTexts; standalone?: boolean }) {
  return (
    <StatusCard icon={<WarningIcon />} title={texts.title} standalone={standalone}>
      <Button onClick={() => errorScreenActions.refresh()}>{texts.refresh}</Button>
      <Button variant="secondary" onClick={() => errorScreenActions.back()}>
        {texts.back}
      </Button>
    </StatusCard>
  );
}

type StatusCardProps = { icon: React.ReactNode; title: string; description?: string; standalone?: boolean; children: React.ReactNode };

/**
 * The error and not-found screens: inside the shell's white panel, or (standalone) as their own
 * white card on the page gradient when the shell itself is not there.
 */
export function StatusCard({ icon, title, description, standalone = false, children }: StatusCardProps) {
  const body = (
    <div className="mx-auto max-w-md py-10 text-center">
      <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">{icon}</div>
      <h1 className="text-xl font-bold text-balance text-gray-900">{title}</h1>
      {description ? <p className="mt-2 text-sm text-gray-600">{description}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
  if (!standalone) return body;
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <section className="w-full max-w-lg rounded-2xl bg-white px-6 shadow-xl mobile:px-10">{body}</section>
    </main>
  );
}

function WarningIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    </svg>
  );
}
