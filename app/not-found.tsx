import { NotFoundScreen, notFoundMetadata } from "@/components/shell/not-found-screen";

export const generateMetadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundScreen standalone />;
}
