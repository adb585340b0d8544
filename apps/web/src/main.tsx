// Mantine's base styles; each component's own come with it (vite.config.ts, mantineComponentStyles). All of
// Mantine's CSS is in its cascade layer, under the app's own whatever order the chunks' stylesheets load in.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// A transition lets React render the first screen in slices, yielding to the browser between them, instead of
// one long task that holds back input and paint on a slow phone.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
