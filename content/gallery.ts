import type { GalleryItem } from "./schema";

/**
 * The gallery at /gallery. Each image is a file in content/images (see content/images.ts). These
 * are illustrations of kinds of work and are labelled so. A photo, or an item that names the `area`
 * where the job was, presents the business's own work and needs the customer's
 * `permission: { givenBy, givenOn, permissionOn }`; without it a production build leaves it out.
 */
export const galleryItems: GalleryItem[] = [
  {
    slug: "distribution-board-upgrade",
    title: "Distribution board upgrade",
    caption:
      "An old fuse board replaced with a modern distribution board: earth leakage protection, surge protection and every circuit labelled.",
    alt: "Illustration of an open distribution board with a row of labelled circuit breakers and an earth leakage unit",
    image: "db-board-upgrade",
    service: "electrical-panel-upgrades",
  },
  {
    slug: "coc-testing",
    title: "Testing for a Certificate of Compliance",
    caption:
      "Every circuit is tested with calibrated instruments: insulation resistance, earth continuity and earth leakage trip times go on the test report.",
    alt: "Illustration of an electrician's test meter connected to a plug point during an inspection",
    image: "coc-inspection",
    service: "electrical-compliance-certificates",
  },
  {
    slug: "hybrid-inverter",
    title: "Hybrid inverter and battery",
    caption:
      "A wall-mounted hybrid inverter and lithium battery with DC and AC isolators, keeping the essentials running during an outage.",
    alt: "Illustration of a wall-mounted inverter above a battery cabinet, with isolator switches beside them",
    image: "inverter-install",
    service: "solar-inverter-installation",
  },
  {
    slug: "rooftop-solar",
    title: "Rooftop solar array",
    caption:
      "Solar panels on a north-facing roof, fixed to rails rated for the south-easter and registered with the City of Cape Town.",
    alt: "Illustration of rows of solar panels on a pitched roof under a clear sky",
    image: "solar-roof",
    service: "solar-panel-installation",
  },
  {
    slug: "garden-lighting",
    title: "Garden and pathway lighting",
    caption:
      "Low, weatherproof path lights on their own protected outdoor circuit, switched by a timer and a daylight sensor.",
    alt: "Illustration of a garden path at dusk lit by a row of small bollard lights",
    image: "garden-lighting",
    service: "outdoor-lighting",
  },
  {
    slug: "ev-charger",
    title: "Electric vehicle charger",
    caption:
      "A wall-mounted EV charger on a dedicated circuit, installed after a load check of the home's supply.",
    alt: "Illustration of an electric car plugged into a wall-mounted charger in a garage",
    image: "ev-charger",
    service: "electric-motor-charger-installation",
  },
  {
    slug: "cctv-camera",
    title: "CCTV camera on a backed-up recorder",
    caption:
      "A camera placed to see faces at the gate, recording to a recorder that keeps running on battery backup.",
    alt: "Illustration of a security camera mounted on a wall corner, angled towards a gate",
    image: "cctv-camera",
    service: "cctv-installation",
  },
  {
    slug: "network-patch-panel",
    title: "Structured network cabling",
    caption:
      "Cat6 cable to every desk, terminated and labelled at a patch panel, and tested run by run.",
    alt: "Illustration of a network cabinet with a patch panel and neatly bundled blue cables",
    image: "network-cabinet",
    service: "data-network-cabling",
  },
  {
    slug: "kitchen-downlights",
    title: "Kitchen downlights and dimmers",
    caption:
      "Fire-rated LED downlights on dimmers matched to their drivers, for even light over the counters.",
    alt: "Illustration of a kitchen ceiling with a grid of recessed downlights above a counter",
    image: "kitchen-downlights",
    service: "light-fixture-installation",
  },
  {
    slug: "borehole-pump-cable",
    title: "Armoured cable to a borehole pump",
    caption:
      "A long run to a pump re-laid in correctly sized armoured cable, at the proper depth, with an isolator at the pump.",
    alt: "Illustration of a trench with an armoured cable running from a house to a pump housing",
    image: "pump-cable",
    service: "electrical-wiring-repairs",
  },
];
