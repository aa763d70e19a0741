import type { ServiceInput } from "../schema";
import { site } from "../site";

export const service = {
  slug: "geyser-electrical-repairs",
  title: "Geyser Electrical Repairs",
  group: "residential",
  summary:
    "Geyser not heating, or tripping the earth leakage? Element and thermostat testing and replacement, isolators, timers and geyser circuits in Cape Town.",
  intro:
    "When the geyser stops heating, or the earth leakage trips every time it comes on, the cause is usually electrical: an element that has burnt out or is leaking to earth, a thermostat that has stuck, a scorched connection at the isolator or a fault on the geyser's circuit. We test each part before replacing anything, fit what has failed, and check that the geyser is on its own properly protected circuit and bonded to earth. The cylinder, its valves and any leak are a plumber's work; everything that carries electricity is ours.",
  signs: [
    "There is no hot water, or only lukewarm water, although the geyser's breaker is on.",
    "The earth leakage unit trips when the geyser switches on, often in the early morning or when a timer brings it on.",
    "The water has become much hotter than it used to be, which can mean the thermostat no longer switches the element off.",
    "The geyser's breaker trips, or the isolator or the cable near it looks scorched or feels warm: leave the breaker off if you can reach it safely, and call our emergency line.",
    "Someone felt a tingle from a hot tap or the geyser's pipes: stop using the hot water, switch off the geyser's breaker only if you can do it from a dry place, and call our emergency line (112 or 10177 first if someone was hurt).",
    "The geyser heats all day and you want a timer or a smart controller to decide when it runs.",
    "A plumber is replacing or moving the geyser and the electrical connection, isolator and bonding need doing.",
  ],
  steps: [
    {
      title: "Isolating and a first look",
      text: "We switch the geyser off at its breaker and isolator and prove it dead before opening anything. Then we look at the board, the isolator and the cable for signs of heat, water or loose terminals, because a fault there can look exactly like a failed element.",
    },
    {
      title: "Testing element and thermostat",
      text: "The element is measured for resistance, which shows whether it has burnt open, and for insulation to earth, which shows whether it is leaking current into the water and the tank. The thermostat is checked for switching, its safety cut-out for tripping, and its setting for whether it makes sense.",
    },
    {
      title: "Replacing what has failed",
      text: "A new element means draining the geyser partly, fitting the element with a matching thermostat and refilling. Power goes back on only once the geyser is full again and the air has run out of the hot taps, since an element switched on without water around it can burn out within moments.",
    },
    {
      title: "Circuit, breaker and isolator",
      text: "We confirm that the geyser has a circuit of its own, that its breaker suits the cable rather than having been swapped for a bigger one to stop it tripping, that the isolator near the geyser is dry and sound, and that the geyser and its metal pipes are bonded to earth.",
    },
    {
      title: "Timer or smart controller",
      text: "If you want one, we fit a geyser timer or a smart controller rated to switch the element's full load, in the board or next to the isolator, and set it so the water is hot when your household needs it rather than all day.",
    },
    {
      title: "Testing and certificate",
      text: "Before we leave, the circuit is tested, including the earth leakage trip, and the geyser is switched back on and left heating. New or altered work on the geyser circuit, such as a new isolator, cable run or timer, is certified with a Certificate of Compliance.",
    },
  ],
  compliance: [
    "A geyser's element is usually the heaviest load in the house, so SANS 10142-1 expects it on a dedicated circuit with a breaker that matches the cable, an isolator close to the geyser, and the geyser and its metal pipework bonded to the installation's earth. An earth leakage unit that trips because of a faulty element is doing its job: bridging it out or holding it up leaves current free to reach the water and the pipes, and we will not do it.",
    "The cylinder, the pressure valve, the vacuum breakers, the drip tray and any leak are a plumber's work, not an electrician's. A burst or leaking geyser is often an insurance claim, and insurers have their own claim process and sometimes their own plumbers, so phone your insurer before anyone starts work. We handle the electrical side of a replacement: disconnecting the old geyser safely, connecting the new one, the isolator, the bonding and the certificate for that work.",
    `Water and electricity together can kill. If water is leaking near the geyser, its isolator, a light fitting or the distribution board, do not touch anything wet. If you can reach the board while standing somewhere dry, switch off the geyser's breaker, or the main switch; if you cannot do that safely, keep everyone away from the wet area. If anyone has had a shock, call 112 or 10177 first. Then call a plumber for the leak and our 24-hour emergency line on ${site.phone.display} for the electrics.`,
  ],
  faqs: [
    {
      question: "Why does the earth leakage trip when the geyser switches on?",
      answer:
        "Most often the element's sheath has corroded and current is leaking through the water to the tank. Water in the isolator or a damaged cable in the roof space gives the same symptom, so we test each one and replace only the part that has failed. Until then, leave the geyser's breaker off rather than resetting the earth leakage again and again.",
    },
    {
      question: "Can you repair a geyser that is leaking?",
      answer:
        "The leak itself, and the cylinder and its valves, are a plumber's job. Switch the geyser's breaker off if you can do so safely, and call a plumber or your insurer. Once the geyser has been repaired or replaced, we reconnect it, test the element and the circuit, and certify the electrical work.",
    },
    {
      question: "Should the thermostat be replaced with the element?",
      answer:
        "Usually, yes. The thermostat has been switching the failing element and has often worn with it, and replacing both while the geyser is drained saves draining it again a few months later. If the thermostat tests well and is fairly new, we tell you and leave it.",
    },
    {
      question: "What temperature should the geyser be set to?",
      answer:
        "Around 55 to 60 °C suits most households and avoids paying to keep water hotter than you use it. Setting it much lower is not a good idea, because bacteria can grow in stored water that is only lukewarm. We set the thermostat when we fit it, or check it on any geyser visit.",
    },
    {
      question: "Is a geyser timer or a smart controller worth it?",
      answer:
        "For a household that uses hot water at fairly regular times, usually yes: the geyser heats before the morning and evening rush instead of holding a full tank hot all day. How much it saves depends on your routine, so we do not promise a figure. A smart controller adds switching from your phone, and many show how much the geyser uses.",
    },
  ],
  related: [
    "electrical-appliance-installation",
    "energy-efficiency-solutions",
    "earthing-wire-installation",
    "electrical-repairs",
    "emergency-electrical-services",
    "electrical-compliance-certificates",
  ],
} satisfies ServiceInput;
