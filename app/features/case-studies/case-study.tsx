import { Link } from "react-router";

import { InlineLinks } from "#app/components/inline-links.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ExampleTag } from "#app/components/tag.tsx";
import type { ImageData } from "#content/images.ts";

interface Study {
  slug: string;
  title: string;
  example?: boolean;
  duration: string;
  problem: string;
  found: string;
  work: string[];
  result: string;
  image?: ImageData;
  areaLink: { to: string; name: string };
  serviceLinks: { to: string; name: string }[];
}

/** One job from the first call to the result; its id is the anchor cards elsewhere link to. */
export function CaseStudy({ study }: { study: Study }) {
  return (
    <article
      id={study.slug}
      aria-labelledby={`${study.slug}-title`}
      className="grid scroll-mt-24 gap-6 rounded-xl border border-slate-200 p-6 md:grid-cols-3"
    >
      <div className="md:col-span-2">
        {study.example && <ExampleTag />}
        <p className="text-sm text-slate-500">
          <Link to={study.areaLink.to} className="hover:underline">
            {study.areaLink.name}
          </Link>{" "}
          · {study.duration}
        </p>
        <h2 id={`${study.slug}-title`} className="mt-1 text-2xl font-bold text-brand-900">
          {study.title}
        </h2>
        <h3 className="mt-5 font-semibold text-brand-900">The call</h3>
        <p className="mt-1 text-slate-700">{study.problem}</p>
        <h3 className="mt-4 font-semibold text-brand-900">What we found</h3>
        <p className="mt-1 text-slate-700">{study.found}</p>
        <h3 className="mt-4 font-semibold text-brand-900">What we did</h3>
        {study.work.map((paragraph) => (
          <p key={paragraph} className="mt-1 text-slate-700">
            {paragraph}
          </p>
        ))}
        <h3 className="mt-4 font-semibold text-brand-900">The result</h3>
        <p className="mt-1 text-slate-700">{study.result}</p>
        <p className="mt-4 text-sm text-slate-600">
          Services:{" "}
          <InlineLinks
            links={study.serviceLinks}
            className="font-semibold text-brand-700 underline"
          />
        </p>
      </div>
      {study.image && (
        <ResponsiveImage
          image={study.image}
          sizes="(min-width: 768px) 30vw, 100vw"
          className="w-full rounded-lg"
        />
      )}
    </article>
  );
}
