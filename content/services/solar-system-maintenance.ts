import type { ServiceInput } from "../schema";

export const service = {
  slug: "solar-system-maintenance",
  title: "Solar and Backup System Maintenance",
  group: "solar",
  summary:
    "Yearly health checks for solar PV and backup systems in Cape Town: panel cleaning, DC connection checks, battery and inverter diagnostics, fault repairs.",
  intro:
    "A solar system has no moving parts, so it is easy to forget, but dust, salt, loose DC connections and an ageing battery quietly cut what you get from it. Cape Town's dry summers leave a film on the panels just when they should be producing the most, and near the coast salt builds up on glass and frames. A yearly check of the panels, isolators, battery health and inverter settings keeps the system producing what you paid for, and finds small faults before they become a fire risk or a flat battery in the middle of an outage.",
  signs: [
    "Production in the monitoring app has dropped compared with the same month last year.",
    "The inverter shows fault codes or alarms, or restarts by itself.",
    "The battery runs flat sooner during outages than it used to.",
    "There is a visible layer of dust, salt or bird droppings on the panels, or leaves collect underneath them.",
    "Pigeons are nesting under the panels, or you have seen rats in the roof near the cables.",
    "The company that installed the system has closed or stopped answering.",
    "There has been a storm, hail or roof work near the panels.",
  ],
  steps: [
    {
      title: "Reviewing the data",
      text: "Before anyone climbs onto the roof we look at the inverter's history and the monitoring app: daily production, string voltages, battery cycles and logged faults. This shows whether a whole string, a single panel or the battery is underperforming.",
    },
    {
      title: "Roof and panel inspection",
      text: "We check the panels for cracked glass, discoloured cells and damaged frames, the rails and clamps for tightness and corrosion, and the roof penetrations for leaks. Cables are checked for sun damage and for chewing by rats or birds.",
    },
    {
      title: "Cleaning",
      text: "Panels are cleaned with soft brushes and clean water, early in the day before the glass heats up. We do not use pressure washers, abrasive pads or detergents, which can damage the coating on the glass.",
    },
    {
      title: "Electrical checks",
      text: "With the system safely isolated we check DC connectors, isolators and fuses for heat damage and tightness, measure each string's voltage and current against what it should produce, and test the earthing and surge protection.",
    },
    {
      title: "Inverter and battery",
      text: "We install firmware updates where the manufacturer recommends them, confirm that charging and export settings still match your City authorisation and tariff, and read the battery's state of health from its management system.",
    },
    {
      title: "Report and repairs",
      text: "You get a short report with the readings, photos and any repairs needed, each priced so you can decide. Small faults such as a loose connector or a tripped DC breaker are fixed on the day.",
    },
  ],
  compliance: [
    "A DC connection that works loose can arc at several hundred volts, and a DC arc does not go out by itself the way an AC fault often does, because the current never passes through zero. That is why we check every DC connector and isolator, and why we replace mismatched connectors from different manufacturers, a common shortcut on rushed installations.",
    "Adding panels, replacing the inverter or adding batteries can change what the City of Cape Town has authorised, so we check whether the registration needs updating, and the new work is certified with a fresh CoC. A replacement inverter must also be a model on the City's approved list, so check with us before buying one online.",
  ],
  faqs: [
    {
      question: "How often should solar panels be cleaned in Cape Town?",
      answer:
        "Most systems benefit from a clean during the dry summer months, when there is no rain to rinse them and the panels should be at their most productive. Near the sea or a busy road, a second clean in the year helps. Your monitoring app is a reliable guide: if output drops without a change in the weather, the panels probably need attention.",
    },
    {
      question: "How long do lithium batteries last?",
      answer:
        "They are rated for a number of charge cycles and lose capacity gradually rather than failing all at once. How fast depends on how deeply and how often they are discharged and how hot they are kept. We read the state of health from the battery's own system, so you can plan a replacement before it lets you down.",
    },
    {
      question: "Can you service a system another company installed?",
      answer:
        "Yes. We check it in the same way, and if we find work that does not comply, such as missing DC isolation, no City registration or no CoC, we tell you what is needed to put it right and what it will cost.",
    },
    {
      question: "Can I clean the panels myself?",
      answer:
        "Rinsing them from the ground with a gentle spray on a cool morning does no harm. Climbing onto a roof to scrub them is how people get hurt and panels get cracked, and standing on a panel damages the cells even when nothing looks broken.",
    },
    {
      question: "My inverter is showing a fault code. What should I do?",
      answer:
        "Take a photo of the screen and look the code up in the manual or app. Some codes clear on their own, such as a grid voltage out of range. Others, such as an isolation fault on the DC side, mean the system has detected current leaking and should be checked before it is reset again and again.",
    },
  ],
  related: [
    "solar-panel-installation",
    "solar-inverter-installation",
    "electrical-maintenance",
    "electrical-testing-inspection",
    "electrical-compliance-certificates",
  ],
} satisfies ServiceInput;
