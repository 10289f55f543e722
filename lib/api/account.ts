import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import { exportFileName } from "@/lib/contracts/account-values";
import type {
  AccountExport,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  EmailStatus,
  PasswordChanged,
} from "@/lib/contracts/account";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** The sign-in address and a pending change of it: the SWR key, and where the change calls go. */
export const EMAIL_STATUS_KEY = "/account/email";

export const useEmailStatus = (config?: SWRConfiguration) => useSWR<Data<EmailStatus>>(EMAIL_STATUS_KEY, config);

/** Mails a confirmation link to the new address; the address changes once it is opened. */
export const changeEmail = (values: z.input<typeof changeEmailSchema>) =>
  apiRequest<Data<EmailStatus>>("POST", EMAIL_STATUS_KEY, { body: values });

export const resendEmailChange = () => apiRequest<Data<EmailStatus>>("POST", `${EMAIL_STATUS_KEY}/resend`);

export const cancelEmailChange = () => apiRequest<Data<EmailStatus>>("DELETE", EMAIL_STATUS_KEY);

export const changePassword = (values: z.input<typeof changePasswordSchema>) =>
  apiRequest<Data<PasswordChanged>>("POST", "/account/password", { body: values });

export const deleteAccount = (values: z.input<typeof deleteAccountSchema>) => apiRequest("DELETE", "/account", { body: values });

/** GET /account/export, and the file name it suggests (from the export's own date). */
export async function exportAccount(): Promise<{ file: AccountExport; fileName: string }> {
  const file = await apiRequest<AccountExport>("GET", "/account/export");
  return { file, fileName: exportFileName(String(file.exported_at)) };
}
