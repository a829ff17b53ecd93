// First: lets antd 5 render with React 19.
import "@ant-design/v5-patch-for-react-19";
import "@refinedev/antd/dist/reset.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadSignedInPage } from "./App";
import { createServices } from "./providers/services";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

const services = createServices();
preloadSignedInPage(services, window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
