import { useEffect, useState } from "react";
import { Navigate, Outlet } from "react-router";
import { useServices } from "../../providers/services";
import { FullPageSpin } from "./FullPageSpin";

/** /login and /signup/*: a signed-in user is sent to `/` (docs/panel.md). The session is restored first. */
export function SignedOutOnly() {
  const { auth } = useServices();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    void auth.restore().then((profile) => current && setSignedIn(profile !== null));
    return () => {
      current = false;
    };
  }, [auth]);

  if (signedIn === null) return <FullPageSpin />;
  return signedIn ? <Navigate to="/" replace /> : <Outlet />;
}
