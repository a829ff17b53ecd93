import "@refinedev/antd/dist/reset.css";
import "./components/plain/plain.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadAntd, preloadSignedInPage } from "./App";
import { startLanguage } from "./i18n";
import { createServices } from "./providers/services";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

const services = createServices();
// antd's code and stylesheet where the first screen draws with antd, while the language loads.
preloadAntd(window.location.pathname, services.session.activeToken() !== null);
// The language first (Spanish loads its texts): every screen, and the modules they load, read texts in it.
void startLanguage()
  .catch(() => undefined)
  .then(() => {
    preloadSignedInPage(services, window.location.pathname);
    const reactRoot = createRoot(root);
    // A transition: React renders the first screen in slices, yielding to the browser between them, instead
    // of one long task that a phone cannot answer a tap during (issue 40, total blocking time).
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App services={services} />
        </StrictMode>,
      ),
    );
  });
