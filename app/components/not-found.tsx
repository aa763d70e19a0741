import { Link } from "react-router";

import { useShell } from "#app/lib/locale.ts";
import { site } from "#content/site.ts";

export function NotFound() {
  const shell = useShell();
  const text = shell.notFound;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{text.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{text.title}</h1>
      <p className="mt-4 text-slate-600">{text.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={shell.home}
          className="rounded-md bg-spark-500 px-5 py-3 font-semibold text-brand-900 hover:bg-spark-400"
        >
          {text.home}
        </Link>
        <Link
          to={text.servicesPath}
          className="rounded-md border border-brand-900 px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {text.services}
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        {text.urgent}{" "}
        <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
          {site.phone.display}
        </a>
        {text.dayOrNight}
      </p>
    </section>
  );
}
