// First: lets antd 5 render with React 19.
import "@ant-design/v5-patch-for-react-19";
import "@refinedev/antd/dist/reset.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadSignedInPage } from "./App";
import { startLanguage } from "./i18n";
import { createServices } from "./providers/services";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

const services = createServices();
// The language first (Spanish loads its texts): every screen, and the modules they load, read texts in it.
void startLanguage()
  .catch(() => undefined)
  .then(() => {
    preloadSignedInPage(services, window.location.pathname);
    createRoot(root).render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  });
