import { describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, hydrationDataScript, jsonForHtml, readHydrationData } from './hydration-data.ts';

describe('hydration data', () => {
  it('travels in a script the browser never runs, and comes back as it left', () => {
    const loaderData = { root: { testMode: true }, page: { text: '</script><script>alert(1)</script> <!-- & \u2028' } };
    const script = hydrationDataScript({ loaderData });
    expect(script.startsWith(`<script type="application/json" id="${HYDRATION_DATA_ID}">`)).toBe(true);
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\/script|<!--/);

    document.body.innerHTML = script;
    expect(readHydrationData(document.getElementById(HYDRATION_DATA_ID))).toEqual({ loaderData });
  });

  it('is absent from the shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readHydrationData(document.getElementById(HYDRATION_DATA_ID))).toBeNull();
  });

  it('escapes every < in JSON', () => {
    expect(jsonForHtml({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
  });
});
