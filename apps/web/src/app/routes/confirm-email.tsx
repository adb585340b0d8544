import { useSearchParams } from "react-router";
import { ConfirmEmailChangePage } from "../../features/accounts/components/confirm-email-change-page.tsx";

/** `/confirm-email?token=…`: the link mailed to a new sign-in address; works signed in or out. */
export function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  return <ConfirmEmailChangePage token={searchParams.get("token") ?? ""} />;
}
