import { LoadMore } from "./load-more";
import { RetryAlert } from "./retry-alert";

type Labels = { loadFailed: string; retry: string; loadMore: string; loadingMore: string; end?: string };
type PagedList = { loadMoreFailed: boolean; hasMore: boolean; loadingMore: boolean; loadMore: () => void };

/** Below a paged list: the next page's failure with a retry, the button that loads it, or the end. */
export function ListFooter({ list, onRetry, labels, className }: { list: PagedList; onRetry: () => void; labels: Labels; className?: string }) {
  if (list.loadMoreFailed) return <RetryAlert className={className} message={labels.loadFailed} retryLabel={labels.retry} onRetry={onRetry} />;
  if (list.hasMore) return <LoadMore onLoad={list.loadMore} loading={list.loadingMore} label={labels.loadMore} loadingLabel={labels.loadingMore} />;
  return labels.end ? <p className="py-4 text-center text-xs text-gray-500">{labels.end}</p> : null;
}
