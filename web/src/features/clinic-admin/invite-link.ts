/** The link a colleague opens to register into this clinic (the register page reads ?invite=). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/register?invite=${encodeURIComponent(code)}`;
}
