import { type ComponentType, useEffect, useState } from "react";

/**
 * A component whose code loads only when it is first wanted (a dialog, the
 * search), so it weighs nothing on the first load of every page. Not
 * React.lazy: Suspense throttles revealing loaded content with a timer, and the
 * content should show as soon as its code has arrived. `preload` can be called
 * early (hover, focus) to start the download.
 */
export function onDemand<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  function useComponent(wanted: boolean): ComponentType<Props> | undefined {
    const [component, setComponent] = useState<{ value: ComponentType<Props> } | undefined>(() =>
      loaded ? { value: loaded } : undefined,
    );
    useEffect(() => {
      if (!wanted || component) return;
      let current = true;
      preload().then(
        (value) => {
          if (current) setComponent({ value });
        },
        (error: unknown) => {
          // A failed download (offline) leaves the page as it was; the next wish tries again.
          loading = undefined;
          console.warn("[on-demand] Could not load a component.", error);
        },
      );
      return () => {
        current = false;
      };
    }, [wanted, component]);
    return component?.value;
  }
  return { preload, useComponent };
}
