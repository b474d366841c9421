import { createContext, type ReactNode, useContext } from "react";

const Placeholders = createContext<Readonly<Record<string, string>>>({});

/** The placeholder colour of each drawing of the page (its context's `imagePlaceholders`), for every image below. */
export function ImagePlaceholdersProvider({
  colours,
  children,
}: {
  colours: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return <Placeholders.Provider value={colours}>{children}</Placeholders.Provider>;
}

/** The colour an image shows until it arrives: its drawing's dominant colour, when the page knows it. */
export function usePlaceholderColour(imageId: string | null): string | undefined {
  const colours = useContext(Placeholders);
  return imageId === null ? undefined : colours[imageId];
}
