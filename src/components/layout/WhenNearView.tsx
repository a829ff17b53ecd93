import { type ReactNode, useEffect, useRef, useState } from "react";

/** How far below (or above) the screen a part starts to render: about half a phone's screen ahead of it. */
const AHEAD = "400px";

/**
 * Renders `children` once its place comes near the screen (or the page is printed), until then an empty box
 * filling its parent (give the parent the height the children will take, so nothing moves), or `placeholder`
 * in it. For what a phone shows far below the
 * first screen and costs much to draw, as the dashboard's charts (issue 40): on a phone they sat ~2,000 px
 * down and their library's render was the page's longest task as it opened. A wide screen that shows them
 * at once renders them at once. Without IntersectionObserver (an old browser), at once.
 *
 * Only for a picture of what the page also says in words: content that is not rendered cannot be read by a
 * screen reader's virtual cursor, which does not scroll the page.
 */
export function WhenNearView({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: `${AHEAD} 0px`,
    });
    observer.observe(element);
    window.addEventListener("beforeprint", show);
    return () => {
      observer.disconnect();
      window.removeEventListener("beforeprint", show);
    };
  }, [near]);
  return near ? (
    children
  ) : (
    <div ref={place} style={{ height: "100%" }}>
      {placeholder}
    </div>
  );
}
