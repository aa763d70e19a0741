import type { ServiceInput } from "../schema";

export const service = {
  slug: "power-plug-relocation",
  title: "Power Plug Relocation",
  group: "residential",
  summary:
    "Move plug points for a new kitchen, TV wall or office layout in Cape Town: the circuit extended properly, no buried joints, walls made good for paint.",
  intro:
    "Renovations and new furniture often leave a plug point behind a cupboard, under a new counter or on the wrong wall. Moving it sounds simple, but the usual shortcut, a joint buried in the plaster with a length of cable pushed through, is exactly what causes warm walls and dead circuits a few years later. We move points properly, with a new run of cable from the last accessible connection or a joint box that stays reachable, and we patch the old position so it is ready for paint.",
  signs: [
    "A new kitchen layout puts the fridge, oven or dishwasher where there is no point.",
    "The TV is moving to another wall and you do not want cables trailing across it.",
    "A built-in cupboard, bed or desk now covers the only socket in the room.",
    "A plug point ends up too close to a new sink, basin or shower.",
    "Tiling or built-in joinery will leave the existing points in the wrong place or at the wrong height.",
    "An office has been rearranged and the desks no longer line up with the wall or floor boxes.",
  ],
  steps: [
    {
      title: "Tracing the existing circuit",
      text: "We find which circuit feeds the point, where its cable comes from and which other points are looped from it. Moving one socket without knowing this can cut power to others further along the same circuit.",
    },
    {
      title: "Choosing the method",
      text: "Where the conduit allows, we pull new cable all the way from the previous point to the new position. Where it does not, the joint is made in a box that stays accessible, behind a blank plate or in the roof space, never buried in the wall.",
    },
    {
      title: "Chasing and conduit",
      text: "The new route is chased neatly and conduit laid in it, or trunking used on tiles and face brick. If your tiler or kitchen fitter is on site, we agree heights and positions with them so the point lands where the appliance needs it.",
    },
    {
      title: "Closing the old position",
      text: "The old box is either removed and the hole plastered, or kept with a blank plate if it now holds the joint. Live cable ends are never left loose in a wall cavity or ceiling.",
    },
    {
      title: "Test and certificate",
      text: "We test the moved point and the rest of its circuit, and record the alteration on a Certificate of Compliance.",
    },
  ],
  compliance: [
    "A relocated plug point counts as an alteration under the Electrical Installation Regulations, and the altered circuit has to be certified. A twisted joint wrapped in insulation tape and plastered over does not meet SANS 10142-1, and it is one of the defects we find most often when a house fails its CoC inspection.",
    "Points near water need particular care. In kitchens and laundries we keep relocated sockets clear of sinks and taps, and in bathrooms SANS 10142-1 restricts where a socket may go at all, so some moves simply are not allowed. We tell you on site if the position you want is one of them.",
  ],
  faqs: [
    {
      question: "Can I use an extension lead instead of moving the point?",
      answer:
        "For a lamp or a phone charger, perhaps. For a fridge, microwave or heater a permanent point is safer, because a lead behind a cupboard gets crushed, overheats when it is left coiled and is out of sight when it starts to fail.",
    },
    {
      question: "How much mess does moving a plug point make?",
      answer:
        "Chasing brick makes dust, so we cover floors and furniture and vacuum as we cut. If you are renovating anyway, do it before plastering and painting, when the mess does not matter and the patch disappears under the new finish.",
    },
    {
      question: "Can you move a point to the other side of the same wall?",
      answer:
        "Often, yes. On a brick wall we can set a new box back to back with the existing one and feed it through the wall, which is quicker and needs hardly any chasing. It works less well on thin partition walls, where the boxes would touch.",
    },
    {
      question: "Do I need a new CoC just for moving one plug point?",
      answer:
        "The work must be certified, but only the altered part, not the whole house. We issue that certificate when we finish. If you sell later, bear in mind that the transfer CoC has to cover the house as it stands, including every point moved since the last one.",
    },
  ],
  related: [
    "power-point-installation",
    "electrical-renovations",
    "general-construction",
    "power-point-repairs",
    "electrical-wiring-installation",
  ],
} satisfies ServiceInput;
