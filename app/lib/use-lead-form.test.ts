/**
 * The lead forms' hook, driven as a component would use it. No DOM renderer is installed (no
 * jsdom, no Testing Library), so React's useState and useRef are stood in for by a few lines
 * that keep state between "renders" (each a plain call of the hook), and the form is an object
 * with the few parts of a form element the hook reads: its fields as FormData, named elements to
 * focus, and submit().
 */
import type { FormEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { client } from "#common/i18n/en/forms.ts";
import { fill } from "#common/i18n/fill.ts";
import type { Validate } from "#common/validation/form-validators.ts";
import { site } from "#content/site.ts";

import { useLeadForm, type LeadFormOptions } from "./use-lead-form";

/** The English page's words, as its loader hands them to the form. */
const messages = {
  connectionFailed: fill(client.connectionFailed, { phone: site.phone.display }),
  serverFailed: fill(client.serverFailed, { phone: site.phone.display }),
};
const connectionFailedMessage = messages.connectionFailed;

const react = vi.hoisted(() => {
  let slots: unknown[] = [];
  let next = 0;
  return {
    reset() {
      slots = [];
    },
    /** Before each render: hooks are called in the same order every time. */
    beginRender() {
      next = 0;
    },
    useState<S>(initial: S) {
      const slot = next++;
      if (!(slot in slots)) slots[slot] = initial;
      const setState = (value: S | ((current: S) => S)) => {
        slots[slot] =
          typeof value === "function" ? (value as (current: S) => S)(slots[slot] as S) : value;
      };
      return [slots[slot] as S, setState] as const;
    },
    useRef<V>(initial: V) {
      const slot = next++;
      if (!(slot in slots)) slots[slot] = { current: initial };
      return slots[slot] as { current: V };
    },
  };
});

vi.mock("react", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useState: react.useState,
  useRef: react.useRef,
}));

class FakeElement {
  focus = vi.fn();
}
class FakeRadioNodeList extends Array<FakeElement> {}

/** A form with text fields, a radio group, and what the visitor typed in them. */
class FakeForm {
  values = new FormData();
  submit = vi.fn();
  reset = vi.fn();
  fields = new Map<string, FakeElement | FakeRadioNodeList>();
  elements = { namedItem: (name: string) => this.fields.get(name) ?? null };

  constructor(fields: readonly string[], radios: readonly string[] = []) {
    for (const name of fields) this.fields.set(name, new FakeElement());
    for (const name of radios) {
      this.fields.set(name, FakeRadioNodeList.from([new FakeElement(), new FakeElement()]));
    }
  }

  type(name: string, value: string) {
    this.values.set(name, value);
    return this;
  }

  focused() {
    return [...this.fields].flatMap(([name, field]) =>
      (field instanceof FakeRadioNodeList ? field : [field]).some(
        (element) => element.focus.mock.calls.length > 0,
      )
        ? [name]
        : [],
    );
  }
}

/** What React hands the form's handlers: the form, and the field that changed. */
function formEvent(form: FakeForm, changed = "") {
  const preventDefault = vi.fn();
  const event = { currentTarget: form, target: { name: changed }, preventDefault };
  return { event: event as unknown as FormEvent<HTMLFormElement>, preventDefault };
}

interface Request {
  name: string;
  phone: string;
}

/** The rules of a two-field form: a name, and a phone number of ten digits. */
const validate: Validate<Request> = (values) => {
  const { name = "", phone = "" } = values as Record<string, string>;
  const errors: Record<string, string> = {};
  if (name.trim() === "") errors.name = "Please provide your full name.";
  if (!/^\d{10}$/.test(phone)) errors.phone = "Please provide a valid phone number.";
  return Object.keys(errors).length > 0
    ? { success: false, errors }
    : { success: true, data: { name: name.trim(), phone } };
};

let options: LeadFormOptions<Request, { reference: string }>;
let fetchMock: ReturnType<typeof vi.fn>;

/** One render of a component that uses the hook, as React calls it. */
function LeadForm() {
  react.beginRender();
  return useLeadForm(options);
}

/** The server's answer to the next request. */
function answer(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
}

/** Lets the hook's awaits (the rules, the request, its body) run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Presses Send and waits for all that follows; returns the event's preventDefault. */
async function submit(form: FakeForm) {
  const { event, preventDefault } = formEvent(form);
  LeadForm().formProps.onSubmit(event);
  await settle();
  return preventDefault;
}

async function change(form: FakeForm, name: string) {
  LeadForm().formProps.onChange(formEvent(form, name).event);
  await settle();
}

beforeEach(() => {
  react.reset();
  vi.stubGlobal("HTMLElement", FakeElement);
  vi.stubGlobal("RadioNodeList", FakeRadioNodeList);
  // The hook reads a form element with `new FormData(form)`: here, what was typed in it.
  const RealFormData = FormData;
  vi.stubGlobal(
    "FormData",
    class {
      constructor(form?: FakeForm) {
        return form ? form.values : new RealFormData();
      }
    },
  );
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  options = {
    endpoint: "/api/contact",
    loadValidator: vi.fn(async () => validate),
    fieldOrder: ["name", "phone", "consent"],
    onSaved: vi.fn(),
    messages,
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useLeadForm", () => {
  it("is a plain HTML form posting to its endpoint until the rules are loaded", () => {
    const { formProps, errors, failure, submitting } = LeadForm();
    expect(formProps).toMatchObject({ method: "post", action: "/api/contact", noValidate: true });
    expect({ errors, failure, submitting }).toEqual({
      errors: {},
      failure: undefined,
      submitting: false,
    });
    expect(options.loadValidator).not.toHaveBeenCalled();
  });

  it("loads the rules once, when the visitor first focuses the form", async () => {
    LeadForm().formProps.onFocus();
    LeadForm().formProps.onFocus();
    answer(201, { reference: "LE-1" });
    await submit(
      new FakeForm(["name", "phone"]).type("name", "Thandi").type("phone", "0821234567"),
    );
    expect(options.loadValidator).toHaveBeenCalledTimes(1);
  });

  it("lets the browser post the form itself when the rules cannot be fetched, and tries again next time", async () => {
    options.loadValidator = vi
      .fn<() => Promise<Validate<Request>>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(validate);
    const form = new FakeForm(["name", "phone"]);
    const preventDefault = await submit(form);
    expect(preventDefault).toHaveBeenCalled();
    expect(form.submit).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();

    await submit(form);
    expect(options.loadValidator).toHaveBeenCalledTimes(2);
    expect(form.submit).toHaveBeenCalledTimes(1);
    expect(LeadForm().errors).toEqual({
      name: "Please provide your full name.",
      phone: "Please provide a valid phone number.",
    });
  });

  it("shows each field's message on submit, focuses the first wrong field in page order, and sends nothing", async () => {
    const form = new FakeForm(["name", "phone"], ["consent"]).type("name", "Thandi");
    await submit(form);
    expect(LeadForm().errors).toEqual({ phone: "Please provide a valid phone number." });
    expect(form.focused()).toEqual(["phone"]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(options.onSaved).not.toHaveBeenCalled();
  });

  it("focuses the first button of a radio group that has the first message", async () => {
    options.loadValidator = async () => () => ({
      success: false,
      errors: { phone: "Please provide a valid phone number.", consent: "Please tick the box." },
    });
    options.fieldOrder = ["consent", "phone"];
    const form = new FakeForm(["phone"], ["consent"]);
    await submit(form);
    const consent = form.fields.get("consent") as FakeRadioNodeList;
    expect(consent[0]?.focus).toHaveBeenCalled();
    expect(consent[1]?.focus).not.toHaveBeenCalled();
    expect(form.focused()).toEqual(["consent"]);
  });

  it("sends what the rules made of the fields, as JSON, and hands the answer to the form when saved", async () => {
    const form = new FakeForm(["name", "phone"])
      .type("name", "  Thandi Mokoena ")
      .type("phone", "0821234567");
    // A file input's value is not text: it is not sent.
    form.values.set("photo", new Blob(["x"]), "board.jpg");
    let captured: unknown;
    options.loadValidator = async () => (values) => {
      captured = values;
      return validate(values);
    };
    answer(201, { reference: "LE-7" });
    await submit(form);

    expect(captured).toEqual({ name: "  Thandi Mokoena ", phone: "0821234567" });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/contact");
    expect(init.method).toBe("POST");
    // The page's language goes along (English unless the form says otherwise).
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Thandi Mokoena",
      phone: "0821234567",
      language: "en",
    });
    expect(options.onSaved).toHaveBeenCalledWith(
      { reference: "LE-7" },
      { name: "Thandi Mokoena", phone: "0821234567" },
      form,
    );
    expect(LeadForm()).toMatchObject({ errors: {}, failure: undefined, submitting: false });
  });

  it("clears the messages of an earlier try before sending", async () => {
    const form = new FakeForm(["name", "phone"]).type("name", "Thandi");
    await submit(form);
    expect(Object.keys(LeadForm().errors)).toEqual(["phone"]);
    form.type("phone", "0821234567");
    answer(201, { reference: "LE-8" });
    await submit(form);
    expect(LeadForm().errors).toEqual({});
  });

  it("is busy while the request is on its way, and sends once however often Send is pressed", async () => {
    let release = () => {};
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response('{"reference":"LE-9"}', { status: 201 }));
        }),
    );
    const form = new FakeForm(["name", "phone"]).type("name", "Thandi").type("phone", "0821234567");
    await submit(form);
    expect(LeadForm().submitting).toBe(true);
    await submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release();
    await settle();
    expect(LeadForm().submitting).toBe(false);
    expect(options.onSaved).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field messages on the fields and its sentence above them, keeping what was typed", async () => {
    const form = new FakeForm(["name", "phone"]).type("name", "Thandi").type("phone", "0821234567");
    answer(422, {
      error: "Please check the highlighted fields.",
      fieldErrors: { phone: "Please provide a valid phone number." },
    });
    await submit(form);
    expect(LeadForm()).toMatchObject({
      failure: "Please check the highlighted fields.",
      errors: { phone: "Please provide a valid phone number." },
      submitting: false,
    });
    expect(form.focused()).toEqual(["phone"]);
    expect(options.onSaved).not.toHaveBeenCalled();
    expect(form.reset).not.toHaveBeenCalled();
    expect(Object.fromEntries(form.values)).toEqual({ name: "Thandi", phone: "0821234567" });
  });

  it("says what went wrong when the send fails, keeps what was typed, and clears it on the next try", async () => {
    const form = new FakeForm(["name", "phone"]).type("name", "Thandi").type("phone", "0821234567");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await submit(form);
    expect(LeadForm()).toMatchObject({
      failure: connectionFailedMessage,
      errors: {},
      submitting: false,
    });
    expect(form.reset).not.toHaveBeenCalled();
    expect(options.onSaved).not.toHaveBeenCalled();

    answer(500, { error: "The server is having a moment." });
    await submit(form);
    expect(LeadForm().failure).toBe("The server is having a moment.");

    answer(201, { reference: "LE-10" });
    await submit(form);
    expect(LeadForm().failure).toBeUndefined();
  });

  it("re-checks a field with a message as it changes, so the message goes once it is fixed", async () => {
    const form = new FakeForm(["name", "phone"]).type("phone", "082");
    await submit(form);
    const shown = LeadForm().errors;
    expect(Object.keys(shown)).toEqual(["name", "phone"]);

    // Still wrong: the same message, and the same object, so nothing renders again.
    form.type("phone", "0821");
    await change(form, "phone");
    expect(LeadForm().errors).toBe(shown);

    form.type("phone", "0821234567");
    await change(form, "phone");
    expect(LeadForm().errors).toEqual({ name: "Please provide your full name." });

    form.type("name", "Thandi");
    await change(form, "name");
    expect(LeadForm().errors).toEqual({});
  });

  it("leaves a field without a message alone while it changes, and checks nothing before the first submit", async () => {
    const check = vi.fn(validate);
    options.loadValidator = async () => check;
    const form = new FakeForm(["name", "phone"]).type("name", "T");
    LeadForm().formProps.onFocus();
    await settle();
    await change(form, "name");
    expect(check).not.toHaveBeenCalled();

    await submit(form);
    expect(check).toHaveBeenCalledTimes(1);
    await change(form, "name");
    expect(check).toHaveBeenCalledTimes(1);
    expect(LeadForm().errors).toEqual({ phone: "Please provide a valid phone number." });
  });

  it("forgets the messages when the form asks", async () => {
    await submit(new FakeForm(["name", "phone"]));
    expect(Object.keys(LeadForm().errors)).toHaveLength(2);
    LeadForm().clearErrors();
    expect(LeadForm().errors).toEqual({});
  });
});
