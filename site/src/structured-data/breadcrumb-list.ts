import type { BreadcrumbListData } from "../../../contracts/structured-data";
import { siteAddress } from "../brand";
import type { Crumb } from "../routes/breadcrumbs";

/** A page's trail as a schema.org BreadcrumbList, positions counted from 1. */
export function breadcrumbListData(trail: readonly Crumb[]): BreadcrumbListData {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: siteAddress(crumb.path),
    })),
  };
}
