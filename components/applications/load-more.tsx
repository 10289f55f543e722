"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * Infinite scroll: the next page loads when the end of the list comes into view. The button does
 * the same for keyboard and screen-reader users, and says when a page is on its way.
 */
export function LoadMore({ onLoad, loading, label, loadingLabel }: { onLoad: () => void; loading: boolean; label: string; loadingLabel: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoad();
    }, { rootMargin: "400px 0px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onLoad, loading]);
  return (
    <div ref={sentinel} className="flex justify-center py-4">
      <Button variant="secondary" onClick={onLoad} disabled={loading}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
