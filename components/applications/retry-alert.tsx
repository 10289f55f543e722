import { FormAlert } from "@/components/entry/form-alert";

/** A load that failed, with the way to try again next to the message. */
export function RetryAlert({ message, retryLabel, onRetry, className }: { message: string; retryLabel: string; onRetry: () => void; className?: string }) {
  return (
    <FormAlert className={className}>
      {message}{" "}
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {retryLabel}
      </button>
    </FormAlert>
  );
}
