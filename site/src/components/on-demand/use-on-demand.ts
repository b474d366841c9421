import type { ComponentType } from "react";
import { useLoader } from "../../hooks/use-loader";

/**
 * A component whose code loads only when it is first wanted (a dialog, the
 * search), so it weighs nothing on the first load of every page. Not
 * React.lazy: Suspense throttles revealing loaded content with a timer, and the
 * content should show as soon as its code has arrived. `preload` can be called
 * early (hover, focus) to start the download.
 */
export function onDemand<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ value: ComponentType<Props> }> | undefined;
  // A component is a function, which React state would call: it travels boxed.
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { value: component };
      },
      (error: unknown) => {
        // A failed download (offline) leaves the page as it was; the next wish tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function useComponent(wanted: boolean): ComponentType<Props> | undefined {
    const { loaded: component } = useLoader(preload, {
      wanted,
      warning: "[on-demand] Could not load a component.",
      ready: loaded ? { value: loaded } : undefined,
    });
    return component.state === "ready" ? component.value.value : undefined;
  }
  return { preload, useComponent };
}
