import type { ServiceInput } from "../schema";

export const service = {
  slug: "cctv-installation",
  title: "CCTV Installation",
  group: "security",
  summary:
    "CCTV camera systems for Cape Town homes and businesses: camera placement, recorder setup, remote viewing and backup power.",
  intro:
    "A camera system is only useful if the cameras see faces and number plates and keep recording when the power goes off. We plan camera positions with you, run cable neatly, set up remote viewing on your phone and add backup power to the recorder.",
} satisfies ServiceInput;
