import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import { formatDateTime } from "../admin-format";
import { alertsQuery, useRemoveDevice, useSaveDevice, useTestAlert } from "../api/alerts";
import {
  deviceAlertState,
  subscribeDevice,
  unsubscribeDevice,
  type DeviceAlertState,
} from "./device-push";

const explanations: Record<DeviceAlertState, string> = {
  unsupported:
    "This browser cannot show alerts from a website. Chrome, Edge, Firefox or Samsung Internet on Android can, and Safari on an iPhone once the inbox is on the Home Screen.",
  "needs-home-screen":
    "On an iPhone or iPad, alerts work only from the Home Screen: tap Share, then “Add to Home Screen”, open the inbox from there and switch alerts on.",
  blocked:
    "Notifications are blocked for this site. Allow them in the browser's site settings (the icon beside the address), then come back here.",
  off: "Get an alert on this device for every new lead, even when the inbox is closed. The alert shows the kind of request, the service and the suburb, never the customer's number.",
  on: "This device gets an alert for every new lead.",
};

const buttonClass =
  "rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60";

/** The per-device "alert me" switch, this admin's other devices, and a test alert. */
export function AlertsPanel() {
  const settings = useQuery(alertsQuery());
  const save = useSaveDevice();
  const remove = useRemoveDevice();
  const test = useTestAlert();
  const [state, setState] = useState<DeviceAlertState | "checking">("checking");
  const [endpoint, setEndpoint] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void deviceAlertState().then(async (found) => {
      setState(found);
      if (found === "on") {
        const registration = await navigator.serviceWorker.getRegistration("/admin");
        setEndpoint((await registration?.pushManager.getSubscription())?.endpoint);
      }
    });
  }, []);

  // A device that says "on" hands its subscription to the server again on every visit: the
  // server may have forgotten it (the push service dropped it) or changed its key, and then the
  // browser subscribes afresh. Permission is already given, so nothing is asked.
  const publicKey = settings.data?.publicKey;
  const synced = useRef(false);
  const { mutate: saveDevice } = save;
  useEffect(() => {
    if (state !== "on" || !publicKey || synced.current) return;
    synced.current = true;
    subscribeDevice(publicKey)
      .then((outcome) => {
        if ("state" in outcome) return setState(outcome.state);
        setEndpoint(outcome.subscription.endpoint);
        saveDevice(outcome.subscription);
      })
      .catch(() => setProblem("Alerts on this device need switching off and on again."));
  }, [state, publicKey, saveDevice]);

  async function switchOn() {
    if (!settings.data) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const outcome = await subscribeDevice(settings.data.publicKey);
      if ("state" in outcome) {
        setState(outcome.state);
        return;
      }
      await save.mutateAsync(outcome.subscription);
      setEndpoint(outcome.subscription.endpoint);
      setState("on");
    } catch (error) {
      setProblem(
        error instanceof Error && error.name === "AdminApiError"
          ? error.message
          : "This device could not be signed up for alerts. Try again, or try another browser.",
      );
    } finally {
      setBusy(false);
    }
  }

  async function switchOff() {
    setBusy(true);
    setProblem(undefined);
    try {
      const gone = (await unsubscribeDevice()) ?? endpoint;
      if (gone) await remove.mutateAsync(gone);
      setEndpoint(undefined);
      setState("off");
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Alerts could not be switched off.");
    } finally {
      setBusy(false);
    }
  }

  const otherDevices = settings.data?.devices.filter((device) => device.endpoint !== endpoint);
  return (
    <section
      aria-labelledby="alerts-heading"
      className="rounded-lg border border-slate-300 bg-white p-4"
      data-testid="alerts"
    >
      <h2 id="alerts-heading" className="text-lg font-semibold text-brand-900">
        Alerts on this device
      </h2>
      {state !== "checking" && <p className="mt-1 text-slate-700">{explanations[state]}</p>}
      {(state === "off" || state === "on") && (
        <div className="mt-3 flex flex-wrap gap-3">
          {state === "off" ? (
            <button
              type="button"
              className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
              disabled={busy || !settings.data}
              onClick={() => void switchOn()}
            >
              Alert me on this device
            </button>
          ) : (
            <>
              <button
                type="button"
                className={`${buttonClass} border border-slate-400 hover:bg-slate-100`}
                disabled={busy || !endpoint || test.isPending}
                onClick={() => endpoint && test.mutate(endpoint)}
              >
                Send a test alert
              </button>
              <button
                type="button"
                className={`${buttonClass} border border-slate-400 hover:bg-slate-100`}
                disabled={busy}
                onClick={() => void switchOff()}
              >
                Stop alerts on this device
              </button>
            </>
          )}
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-slate-700">
        {test.isSuccess && "Test alert sent: it should show within a few seconds."}
      </p>
      {(problem ?? test.error?.message ?? settings.error?.message) && (
        <p role="alert" className="mt-2 text-red-800">
          {problem ?? test.error?.message ?? settings.error?.message}
        </p>
      )}
      {otherDevices && otherDevices.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium">
            Your other devices with alerts ({otherDevices.length})
          </summary>
          <ul className="mt-2 space-y-1">
            {otherDevices.map((device) => (
              <li key={device.id}>
                {device.label}, since {formatDateTime(device.createdAt)}
                {device.lastSentAt ? `; last alert ${formatDateTime(device.lastSentAt)}` : ""}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
