/** Who is calling, from a verified access token. */
export type AuthContext = {
  userId: string;
  email: string;
  isAdmin: boolean;
  country: string | null;
  /** The admin's id while an admin impersonates this user. */
  impersonatorId: string | null;
  /** The refresh-token family of this sign-in (the `sid` claim), so it can be told apart from the user's other sessions. */
  sessionId: string | null;
};
