import { NotFoundScreen, notFoundMetadata } from "@/components/shell/not-found-screen";

export const generateMetadata = notFoundMetadata;

/** A missing step, topic or item inside the shell: the top bar stays. */
export default function AppNotFound() {
  return <NotFoundScreen />;
}
