import { getTranslations } from "next-intl/server";
import { API_BASE } from "@/lib/backend/base";

export default async function HomePage() {
  const t = await getTranslations("Home");
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <section className="w-full max-w-xl rounded-2xl bg-white p-10 shadow-xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">job-copilot</p>
        <h1 className="mt-2 text-3xl font-bold">{t("title")}</h1>
        <p className="mt-4 text-gray-600">{t("lead")}</p>
        <p className="mt-8">
          {/* The API docs are served by the backend, not a Next page: a full navigation is intended. */}
          <a className="font-medium text-brand-700 underline" href={`${API_BASE}/docs`}>
            {t("apiDocs")}
          </a>
        </p>
      </section>
    </main>
  );
}
