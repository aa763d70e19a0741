import { Section } from "#app/components/section.tsx";

/**
 * What registration an electrical contractor needs, and ours as far as the owner has confirmed it;
 * the list is left out while nothing is confirmed.
 */
export function Credentials({
  registration,
  level,
  memberships,
}: {
  registration: string | undefined;
  level: string | undefined;
  memberships: string[];
}) {
  return (
    <Section id="credentials" title="Registration and compliance">
      <div className="max-w-3xl space-y-4 text-slate-700">
        <p>
          In South Africa an electrical contractor must be registered with the Department of
          Employment and Labour, and every Certificate of Compliance is signed by a registered
          person: an electrical tester for single phase, an installation electrician (who may also
          certify three-phase work) or, for specialised installations, a master installation
          electrician. Ask to see the registration of whoever certifies your installation.
        </p>
        {(registration || level || memberships.length > 0) && (
          <ul className="list-disc space-y-1 pl-5" data-testid="registration">
            {registration && <li>Electrical contractor registration number: {registration}</li>}
            {level && <li>Our work is tested and certified by a registered {level}.</li>}
            {memberships.length > 0 && <li>Member of {memberships.join(", ")}</li>}
          </ul>
        )}
        <p>
          Solar and inverter systems must be approved by the City of Cape Town as small-scale
          embedded generation before they are installed, and we handle that paperwork for you.
        </p>
      </div>
    </Section>
  );
}
