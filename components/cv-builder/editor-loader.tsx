"use client";

import dynamic from "next/dynamic";
import { EditorSkeleton } from "./editor-skeleton";

// The editor (drag and drop, the preview's layout and fonts, validation) is loaded with its page,
// not with the app: the first paint is the skeleton, then the editor. It runs in the browser only.
const CvEditor = dynamic(() => import("./editor"), { ssr: false, loading: () => <EditorSkeleton /> });

export function CvEditorLoader({ id }: { id: string }) {
  return <CvEditor id={id} />;
}
