import { useEffect, useRef } from 'react';

/** The device id the login history shows ('this device'), kept in the browser, created once. */
const deviceIdKey = 'device_id';

function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(deviceIdKey);
    if (!id || !/^[\w-]{8,64}$/.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(deviceIdKey, id);
    }
    return id;
  } catch {
    // Storage refused (private mode, blocked cookies): the login is recorded without a device id.
    return undefined;
  }
}

/**
 * Hidden fields the login history records (screen, device id, time zone — requirements §screens.account), filled in
 * the browser once the page runs; without JavaScript they stay empty and the server skips them.
 */
export function ClientInfoFields() {
  const screenRef = useRef<HTMLInputElement>(null);
  const deviceRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (screenRef.current) screenRef.current.value = `${screen.width}x${screen.height}`;
    if (deviceRef.current) deviceRef.current.value = deviceId() ?? '';
    if (zoneRef.current) zoneRef.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  }, []);
  return (
    <>
      <input type="hidden" name="screenResolution" ref={screenRef} />
      <input type="hidden" name="deviceId" ref={deviceRef} />
      <input type="hidden" name="timeZone" ref={zoneRef} />
    </>
  );
}
