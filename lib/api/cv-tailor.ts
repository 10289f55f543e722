import type { z } from "zod";
import type { TailoredCv, tailorCvSchema } from "@/lib/contracts/cv-tailor";
import { apiRequest } from "@/lib/session/browser";
import type { Data } from "./data";

/** A CV document tailored to a posting: a preview, or with `save` a new document of the user's. */
export const tailorCvDocument = (id: string, input: z.input<typeof tailorCvSchema>) =>
  apiRequest<Data<TailoredCv>>("POST", `/cv-documents/${encodeURIComponent(id)}/tailor`, { body: input });
