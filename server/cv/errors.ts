export type CvErrorCode = "too_large" | "empty_file" | "unsupported_type" | "encrypted" | "corrupt" | "no_text";

/** Why an uploaded CV cannot be used; `message` is shown to the user as is. */
export class CvError extends Error {
  constructor(
    readonly code: CvErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "CvError";
  }
}

export const isCvError = (error: unknown): error is CvError => error instanceof CvError;
