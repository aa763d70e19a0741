import type { ServiceInput } from "../schema";

export const service = {
  slug: "light-fixture-installation",
  title: "Light Fixture Installation",
  group: "residential",
  summary:
    "Ceiling lights, LED downlights, pendants and chandeliers fitted in Cape Town homes: secure mountings, two-way switching for stairs, dimmers that suit the lamps.",
  intro:
    "A new light fitting can change a room, but it has to be fixed and connected properly. A heavy pendant hung from the ceiling board alone will eventually pull through it, and an LED downlight on the wrong dimmer will flicker and fail early. We install anything from a single fitting over the dining table to a full set of downlights, with secure mountings, earthed metal fittings, switches where you need them and dimmers matched to the lamps.",
  signs: [
    "You are replacing fluorescent tubes or old halogen downlights with LED fittings.",
    "You have bought a pendant, chandelier or statement light and need it hung safely.",
    "A room has one central light and you want downlights, wall lights or strip lighting under the kitchen cupboards.",
    "You want switches at both ends of a staircase or passage, or a dimmer in the lounge or main bedroom.",
    "A renovation or new ceiling needs the lighting planned before the boards go up.",
    "The existing fittings are yellowed by heat or have brittle, cracked wiring.",
  ],
  steps: [
    {
      title: "Planning the layout",
      text: "We look at the room, the ceiling and how you use the space, then suggest where fittings and switches should go. In a kitchen we aim light at the worktops so you are not working in your own shadow, and on stairs and passages we plan a switch at each end.",
    },
    {
      title: "Checking the ceiling and circuit",
      text: "From the roof space, or by taking down an existing fitting, we check what the ceiling is fixed to, whether insulation lies where downlights will go and whether the lighting circuit has room for the extra load.",
    },
    {
      title: "Secure mounting",
      text: "Heavy fittings hang from a ceiling joist or a timber bearer fixed between joists, not from the board. Downlight holes are cut cleanly to the size the fitting specifies and kept clear of roof timbers and existing cables.",
    },
    {
      title: "Wiring and switching",
      text: "Every fitting is connected in a proper connector, every metal fitting is earthed, and dimmers, sensors and smart switches are chosen to work with the LED drivers you are using.",
    },
    {
      title: "Testing and handover",
      text: "We test the circuit, run each dimmer from low to full to check for flicker, and leave you the lamp and driver details for future replacements. New light points are recorded on a Certificate of Compliance.",
    },
  ],
  compliance: [
    "Lighting circuits are part of the fixed installation, and new light points must be installed to SANS 10142-1 and certified. Metal fittings must be earthed, and fittings in bathrooms and showers need an IP rating that suits how close they are to the water.",
    "Downlights give off heat behind the ceiling, and LED drivers fail early when they cook. We keep fittings clear of ceiling insulation unless they are designed to be covered, and never bury drivers under it. In thatched roofs and timber ceilings we take extra care with clearances and with the heat rating of every fitting.",
  ],
  faqs: [
    {
      question: "Why do new LED downlights flicker on a dimmer?",
      answer:
        "Many older dimmers were designed for incandescent and halogen lamps and do not work well with the small loads of LED drivers. The cure is a dimmer made for LED and lamps or drivers marked as dimmable. We check both before fitting, so you are not left with flicker or a hum.",
    },
    {
      question: "Can you install a fitting I bought myself?",
      answer:
        "Yes. Tell us the make and roughly how heavy it is before we come, so we bring the right mounting hardware. If a fitting has no earth terminal, is damaged in the box or is not rated for where you want it, we tell you before putting it up.",
    },
    {
      question: "How many downlights does a room need?",
      answer:
        "It depends on the size of the room, the ceiling height, the beam angle of the fittings and what the room is used for. A kitchen or study needs more light on the work surfaces than a bedroom does. We space fittings to avoid dark patches and glare rather than following a fixed number per square metre.",
    },
    {
      question: "Will you need to go into the roof?",
      answer:
        "For most ceiling fittings and all downlights, yes, to check joists, insulation and cable routes. If there is no trapdoor or the roof space is too low to work in, we work from below and plan the cable routes around that.",
    },
  ],
  related: [
    "light-fixture-repairs",
    "outdoor-lighting",
    "fan-installation",
    "energy-efficiency-solutions",
    "electrical-renovations",
  ],
} satisfies ServiceInput;
