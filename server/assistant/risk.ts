/**
 * A second line of safety behind the rules in `safety.ts`: a classifier that tells a message
 * describing danger, or asking for (or owning up to) unsafe work, from a harmless one, by how the
 * whole message reads rather than by the words the rules know. Rules name the kind of danger and
 * get the precise answer; this model catches what they have no words for ("my hairdryer fell in
 * the basin but I dried it"), and is answered with the general emergency or don't-do-it text.
 *
 * Trained on the intent phrasings (emergency and dangerous_diy against everything else), on 900
 * phrasings written for it (`training/risk-phrasings.ts`: danger, unsafe requests and harmless
 * look-alikes in three languages), on 600 ordinary requests (`training/ordinary-requests.ts`,
 * so that a job described in the visitor's own words is not taken for danger), and on the development question sets' messages, labelled by
 * their safety flag: real visitors' wording of danger is the evidence this model needs most. The
 * held-out sets are never used.
 */
import type { Classifier } from "./classifier";
import { intents } from "./intents";
import { storedClassifier } from "./model-store";
import type { Case } from "./scoring";
import { developmentCases } from "./training/development-cases";
import { ordinaryRequests } from "./training/ordinary-requests";
import { riskPhrasings } from "./training/risk-phrasings";
import { serviceRequests } from "./training/service-requests";
import { trainingUtterances } from "./training/utterances";

export type Risk = "safe" | "danger" | "unsafe";

/**
 * A case asks for the emergency answer when its checks expect the main switch or the supplier's
 * line (a fallen cable); a safety case without them asks for a "don't".
 */
export function riskOf(testCase: Case): Risk {
  if (!testCase.safety) return "safe";
  const expected = testCase.mustContain.flat().join(" ").toLowerCase();
  return /main switch|hoofskakelaar|eskom|112|10177/.test(expected) ? "danger" : "unsafe";
}

function riskExamples(): { text: string; label: Risk }[] {
  const fromIntents = Object.values(trainingUtterances).flatMap((byIntent) =>
    intents.flatMap((intent) =>
      (byIntent[intent] ?? []).map((text) => ({
        text,
        label: (intent === "emergency"
          ? "danger"
          : intent === "dangerous_diy"
            ? "unsafe"
            : "safe") as Risk,
      })),
    ),
  );
  const fromVisitors = developmentCases.map((testCase) => ({
    text: testCase.message,
    label: riskOf(testCase),
  }));
  const written = riskPhrasings.map(({ text, kind }) => ({
    text,
    label: (kind === "harmless" ? "safe" : kind === "unsafe" ? "unsafe" : "danger") as Risk,
  }));
  const harmlessJobs = new Set([...ordinaryRequests, ...serviceRequests.map(({ text }) => text)]);
  const ordinary = [...harmlessJobs].map((text) => ({ text, label: "safe" as Risk }));
  return [...fromIntents, ...written, ...ordinary, ...fromVisitors];
}

export interface RiskVerdict {
  risk: Risk;
  /** The probability that the message is not harmless (danger plus unsafe). */
  probability: number;
}

export function trainRiskModel(): Classifier<Risk> {
  return storedClassifier("risk", riskExamples(), { seed: 7 });
}

export function createRiskJudge(model: Classifier<Risk> = trainRiskModel()) {
  return (message: string): RiskVerdict => {
    const { ranked } = model.predict(message);
    const danger = ranked.find((entry) => entry.label === "danger")?.confidence ?? 0;
    const unsafe = ranked.find((entry) => entry.label === "unsafe")?.confidence ?? 0;
    return { risk: danger >= unsafe ? "danger" : "unsafe", probability: danger + unsafe };
  };
}
