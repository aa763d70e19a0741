/**
 * The development question sets (`../eval/dev*.json`), which are also training data: real
 * visitors' wording is the evidence the risk model and the service guesser need most. The
 * held-out sets are never imported here.
 */
import dev1 from "../eval/dev.json";
import dev10 from "../eval/dev10.json";
import dev11 from "../eval/dev11.json";
import dev2 from "../eval/dev2.json";
import dev3 from "../eval/dev3.json";
import dev4 from "../eval/dev4.json";
import dev5 from "../eval/dev5.json";
import dev6 from "../eval/dev6.json";
import dev7 from "../eval/dev7.json";
import dev8 from "../eval/dev8.json";
import dev9 from "../eval/dev9.json";
import type { Case } from "../scoring";

export const developmentCases: readonly Case[] = [
  dev1,
  dev2,
  dev3,
  dev4,
  dev5,
  dev6,
  dev7,
  dev8,
  dev9,
  dev10,
  dev11,
].flat() as Case[];
