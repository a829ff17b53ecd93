import { useResourceParams } from "@refinedev/core";
import { type ReactNode, Suspense } from "react";
import { PageFrame } from "../layout/PageFrame";
import { WithAntd } from "../layout/WithAntd";
import { preloadable } from "../../resource-kit/preload";

// antd's Button: loaded by the lists that draw it, not by those whose own buttons are plain (a customer's
// refills, issue 40); once here (a staff list's rows load it too), drawn in the same pass as the page.
const CreateButton = preloadable(() =>
  import("../refine/buttons").then(({ CreateButton }) => ({ default: CreateButton })),
);

/**
 * A list screen's page: its title (the page's heading) and header buttons above the content. As Refine's
 * List did: with no header buttons, a resource that has a create route gets Refine's Create button.
 */
export function ListPage({
  title,
  headerButtons,
  children,
}: {
  title: string;
  headerButtons?: ReactNode;
  children?: ReactNode;
}) {
  const { resource, identifier } = useResourceParams();
  const extra =
    headerButtons ||
    (resource?.create ? (
      <WithAntd fallback={null}>
        <Suspense fallback={null}>
          <CreateButton size="middle" resource={identifier} />
        </Suspense>
      </WithAntd>
    ) : null);
  return (
    <PageFrame title={title} extra={extra}>
      {/* Refine's List wrapped its content in a div of its own: the screens' spacing counts on it. */}
      <div>{children}</div>
    </PageFrame>
  );
}
