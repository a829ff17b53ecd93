import { useResourceParams } from "@refinedev/core";
import type { ReactNode } from "react";
import { CreateButton } from "../refine/buttons";
import { PageFrame } from "../layout/PageFrame";

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
    headerButtons || (resource?.create ? <CreateButton size="middle" resource={identifier} /> : null);
  return (
    <PageFrame title={title} extra={extra}>
      {/* Refine's List wrapped its content in a div of its own: the screens' spacing counts on it. */}
      <div>{children}</div>
    </PageFrame>
  );
}
