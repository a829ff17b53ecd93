/**
 * The signed-in half of the panel as one download: Refine with its layout and routes, the resources'
 * declarations and the data provider's first-page helper. Every screen inside the layout needs all of them
 * at once; loaded as three lazy modules, each pulled the parts it shares with the others and with the public
 * pages into small files of their own (~15 more per screen, ~8 KB more gzip than together, scripts/size.ts).
 * With App.tsx, where the app is composed: the one other module of src/ that loads resources/.
 *
 * The staff's lists' and dashboard's few rules (under 1 KB each) travel in this half's stylesheet: as a lazy
 * screen's own stylesheet, Vite's loader waited for it to arrive before asking for the screen's JavaScript, a
 * round trip on the way to a list's first rows (issue 40). Their components import them too, for the tests.
 */
import "./components/lists/lists.css";
import "../resources/dashboard/dashboard.css";
export { default as RefineApp } from "./RefineApp";
export { resourceDefinitions } from "../resources";
export { firstPageRequest, wholeListRequest } from "./providers/data";
