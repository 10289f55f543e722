import { LOGIN_PATH, SIGNUP_PATH } from "@/lib/session/constants";

/** Where the entry toggle leads: "Login" on /signup, "Sign up" everywhere else; `r` comes along. */
export function toggleTarget(pathname: string, returnPath: string | null): { label: "login" | "signup"; href: string } {
  const label = pathname === SIGNUP_PATH ? "login" : "signup";
  const path = label === "login" ? LOGIN_PATH : SIGNUP_PATH;
  return { label, href: returnPath ? `${path}?r=${encodeURIComponent(returnPath)}` : path };
}
