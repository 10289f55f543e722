import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LetterNotFound } from "@/components/cover-letters/letter-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("CoverLetters.notFound");
  return { title: t("title") };
}

/** A letter that is not there (no id, another user's, deleted): the way back to the builder. */
export default function LetterNotFoundPage() {
  return <LetterNotFound />;
}
