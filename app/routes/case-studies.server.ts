import { getImage } from "#content/images.ts";
import { requireArea, requireService, shownCaseStudies } from "#content/index.ts";
import { paths } from "#content/paths.ts";

/** Every case study this build shows, with its picture and links to its suburb and services. */
export function caseStudyEntries() {
  return shownCaseStudies.map((study) => {
    const area = requireArea(study.area);
    return {
      ...study,
      image: study.image ? getImage(study.image) : undefined,
      areaLink: { to: paths.area(area), name: area.name },
      serviceLinks: study.services.map((slug) => ({
        to: paths.service(slug),
        name: requireService(slug).title,
      })),
    };
  });
}
